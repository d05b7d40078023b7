/* enter/exit data and the dynamic reference counter (OpenACC 3.3 2.6.6,
   2.6.7, 2.7.8, 2.7.11): three enter data count 3; one exit data copyout
   only decrements; finalize sets the count to 0 and copies out. */
#include <stdio.h>
#include <openacc.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 2, 3, 4};
#pragma acc enter data copyin(a)
#pragma acc enter data copyin(a)
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 2;
#pragma acc exit data copyout(a)
  show("after one exit data:   a =", a, N);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
#pragma acc exit data copyout(a) finalize
  show("after finalize:        a =", a, N);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
#pragma acc enter data copyin(a)
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma acc exit data delete(a) finalize
  show("after delete finalize: a =", a, N);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
  return 0;
}
