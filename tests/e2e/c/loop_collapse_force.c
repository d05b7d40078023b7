// collapse(force: 2) over loops that are not tightly nested (OpenACC 3.3
// 2.9.1): the declaration between the loops runs for every iteration of
// the outer loop. OpenMP's collapse would reject these loops, so the host
// threads share the outer loop alone (rewriter/common/LoopDirectives.h,
// collapseOf). The intervening code gives the same values however often it
// runs, so the result is defined.
#include <stdio.h>

#define N 40
#define M 30

int main(void) {
  static double a[N][M];
#pragma acc parallel loop collapse(force : 2) copyout(a)
  for (int j = 0; j < N; ++j) {
    double t = 2.0 * (j + 1);
    for (int i = 0; i < M; ++i) a[j][i] = t + (i + 1);
  }
  double total = 0;
  for (int j = 0; j < N; ++j)
    for (int i = 0; i < M; ++i) total += a[j][i];
  printf("a[0][0] = %.1f\na[N-1][M-1] = %.1f\ntotal = %.1f\n", a[0][0], a[N - 1][M - 1], total);
  return 0;
}
