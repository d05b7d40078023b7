static inline void bump2(double *v, int n) {
#pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; i++) v[i] += 2.0;
}
