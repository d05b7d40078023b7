/* Clauses written through macros (C11 6.10.3 expansion inside #pragma acc
   and #pragma omp, as Clang and gcc expand them): a clause list, a section
   built by a function-like macro, loop clauses, an OpenMP map and schedule.
   a = b (copyin b, copyout a); c = 2b copied out, then c + 1 through the
   OpenMP map; d[i][j] = 4i + j over a collapse(2) nest. */
#include <stdio.h>

#define N 4
#define CLAUSES copyout(a[0:N]) copyin(b[0:N])
#define SEC(x) x[0:N]
#define LOOP num_gangs(2) collapse(2)
#define OMPMAP map(tofrom: c[0:N]) schedule(static, 1)

int main(void) {
  double a[N] = {0}, b[N] = {1, 2, 3, 4}, c[N] = {0}, d[N][N];
#pragma acc parallel loop CLAUSES
  for (int i = 0; i < N; i++) a[i] = b[i];
#pragma acc parallel loop copyout(SEC(c))
  for (int i = 0; i < N; i++) c[i] = 2 * b[i];
#pragma acc parallel loop LOOP copyout(d)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) d[i][j] = i * N + j;
#pragma omp target teams distribute parallel for OMPMAP
  for (int i = 0; i < N; i++) c[i] += 1;
  printf("a = %g %g %g %g\n", a[0], a[1], a[2], a[3]);
  printf("c = %g %g %g %g\n", c[0], c[1], c[2], c[3]);
  printf("d[1][2] = %g  d[3][3] = %g\n", d[1][2], d[3][3]);
  return 0;
}
