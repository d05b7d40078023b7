/* acc_create, acc_copyin, acc_copyout, acc_delete and the dynamic counter
   (OpenACC 3.3 3.2.18-3.2.21, 2.6.7): acc_copyin of present data only counts
   (no copy); acc_copyout at count 2 only decrements; acc_delete frees. */
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
  void *d1 = acc_create(a, sizeof a);
  void *d2 = acc_copyin(a, sizeof a);
  printf("same device copy: %d\n", d1 == d2 && d1 == acc_deviceptr(a));
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = (i + 1) * 10;
  acc_copyout(a, sizeof a);
  show("after acc_copyout at count 2: a =", a, N);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
  acc_update_self(&a[1], 2 * sizeof(int));
  show("after acc_update_self(&a[1]): a =", a, N);
  acc_delete(a, sizeof a);
  show("after acc_delete:             a =", a, N);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
  return 0;
}
