/* Nested data regions and the structured reference counter (OpenACC 3.3
   2.6.5, 2.6.7): the inner copy(a) finds a present and only counts, so a is
   copied out at the outer end only; b is copied out at the inner end. */
#include <stdio.h>
#include <openacc.h>

#define N 4

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N] = {1, 1, 1, 1}, b[N] = {0};
#pragma acc data copy(a)
  {
#pragma acc data copy(a) copyout(b)
    {
#pragma acc parallel loop
      for (int i = 0; i < N; i++) {
        a[i] = a[i] + i + 1;
        b[i] = 2 * (i + 1);
      }
    }
    show("after inner end: a =", a, N);
    show("after inner end: b =", b, N);
    printf("present: a %d b %d\n", acc_is_present(a, sizeof a) != 0,
           acc_is_present(b, sizeof b) != 0);
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      a[i] = a[i] * 10;
  }
  show("after outer end: a =", a, N);
  printf("present: a %d\n", acc_is_present(a, sizeof a) != 0);
  return 0;
}
