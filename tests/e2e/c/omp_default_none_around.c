/* Target constructs inside the user's host OpenMP constructs with
   default(none) (OpenMP 5.2 5.4.1: every variable the construct names must
   be listed) and default(private): the translation names no file-scope
   variable of its own in them, so the user's clauses stay enough. Each
   thread maps its own row; the task's region sees the task's shared sum. */
#include <stdio.h>

#define T 4
#define N 100

int main(void) {
  double a[T][N];
  int sum = 0;
#pragma omp parallel for default(none) shared(a) num_threads(T)
  for (int t = 0; t < T; t++) {
#pragma omp target map(from: a[t:1][0:N])
    for (int i = 0; i < N; i++) a[t][i] = t + i;
  }
#pragma omp parallel default(none) shared(sum) num_threads(1)
#pragma omp single
#pragma omp task default(private) shared(sum)
  {
#pragma omp target map(tofrom: sum)
    sum += 2;
  }
  printf("a[3][99] = %g  a[0][0] = %g  sum = %d\n", a[3][99], a[0][0], sum);
  return 0;
}
