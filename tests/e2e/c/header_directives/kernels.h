/* Kernels defined in a header, as PRK's stencil_openacc.h does: acc2c puts
   the text of a header whose code holds directives in place of its
   #include (docs/architecture.md, "Included files"). Included
   twice: its guard keeps the second #include empty. */
#ifndef KERNELS_H
#define KERNELS_H

#pragma acc routine seq
static inline double twice(double v) { return 2.0 * v; }

static inline void scale(int n, double *restrict x, double a) {
#pragma acc parallel loop present(x[0:n])
  for (int i = 0; i < n; ++i) x[i] = a * twice(x[i]) / 2.0;
}

static inline double total(int n, const double *restrict x) {
  double s = 0.0;
#pragma acc parallel loop reduction(+:s) present(x[0:n])
  for (int i = 0; i < n; ++i) s += x[i];
  return s;
}

#endif
