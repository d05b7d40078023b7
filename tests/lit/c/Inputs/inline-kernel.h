/* Included by ../header-construct.c. */
static inline void bump(double *v, int n) {
#pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; i++) v[i] += 1.0;
}
