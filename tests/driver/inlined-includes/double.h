/* A kernel included by cscale.c: acc2c puts its text in the translation. */
#ifndef DOUBLE_H
#define DOUBLE_H
static inline void twice(double *a, int n) {
#pragma acc parallel loop copy(a[0 : n])
  for (int i = 0; i < n; ++i) a[i] = 2 * a[i];
}
#endif
