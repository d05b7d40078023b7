/* exit data on absent data is no error (OpenACC 3.3 2.7.8, 2.7.11), and an
   exit data on data held only by a data construct does nothing: its dynamic
   counter is already 0 (2.6.7), so a stays present until the region ends. */
#include <stdio.h>
#include <openacc.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 1, 1, 1}, b[N] = {1, 1, 1, 1};
#pragma acc exit data copyout(a) delete(b)
#pragma acc exit data copyout(a) finalize
  show("absent: a =", a, N);
  show("absent: b =", b, N);
#pragma acc data copy(a)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      a[i] = 2;
#pragma acc exit data copyout(a)
    show("in the data region after exit data: a =", a, N);
    printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
  }
  show("after the data region: a =", a, N);
  printf("present=%d\n", acc_is_present(a, sizeof a) != 0);
  return 0;
}
