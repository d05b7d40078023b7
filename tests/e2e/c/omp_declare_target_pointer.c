/* A declare target pointer (OpenMP 5.2 7.8.1) and a declare target function
   that reads through it: mapping g[0:4] attaches the device copy of g to
   the device copy of the data (5.8.7 pointer attachment), so get(2) in a
   target region reads the device copy; a host write reaches it only with
   target update. */
#include <stdio.h>
#include <stdlib.h>
#pragma omp declare target
double *g;
double get(int i) { return g[i]; }
#pragma omp end declare target

int main(void) {
  g = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) g[i] = i + 0.5;
#pragma omp target enter data map(to: g[0:4])
  double r = 0, s = 0;
  g[2] = 100;
#pragma omp target map(from: r)
  r = get(2);
#pragma omp target update to(g[2:1])
#pragma omp target map(from: s)
  s = get(2);
  printf("before target update: %g, after: %g\n", r, s);
#pragma omp target exit data map(delete: g[0:4])
  free(g);
  return 0;
}
