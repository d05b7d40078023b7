/* Structured and dynamic reference counters together (OpenACC 3.3 2.6.7):
   an enter data inside a data construct keeps a present after the construct
   ends (dynamic count 1), so nothing is copied out until exit data. */
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
#pragma acc data copy(a)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      a[i] = a[i] + 1;
#pragma acc enter data copyin(a)
  }
  show("after the data construct: a =", a, N);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
#pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 5;
#pragma acc exit data copyout(a)
  show("after exit data:          a =", a, N);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
  return 0;
}
