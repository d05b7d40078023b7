#include "solver.h"

double jacobi_step(int nx, int nloc, double *restrict u, double *restrict unew) {
  const int ld = nx + 2;
  const size_t n = (size_t)ld * (size_t)(nloc + 2);
  double res = 0.0;

#pragma acc parallel loop collapse(2) present(u[0 : n], unew[0 : n]) reduction(+ : res)
  for (int j = 1; j <= nloc; ++j)
    for (int i = 1; i <= nx; ++i) {
      double v = 0.25 * (u[j * ld + i - 1] + u[j * ld + i + 1] + u[(j - 1) * ld + i] +
                         u[(j + 1) * ld + i]);
      double d = v - u[j * ld + i];
      unew[j * ld + i] = v;
      res += d * d;
    }

#pragma acc parallel loop collapse(2) present(u[0 : n], unew[0 : n])
  for (int j = 1; j <= nloc; ++j)
    for (int i = 1; i <= nx; ++i) u[j * ld + i] = unew[j * ld + i];
  return res;
}

double interior_sum(int nx, int nloc, const double *u) {
  const int ld = nx + 2;
  const size_t n = (size_t)ld * (size_t)(nloc + 2);
  double s = 0.0;
#pragma acc parallel loop collapse(2) present(u[0 : n]) reduction(+ : s)
  for (int j = 1; j <= nloc; ++j)
    for (int i = 1; i <= nx; ++i) s += u[j * ld + i];
  return s;
}
