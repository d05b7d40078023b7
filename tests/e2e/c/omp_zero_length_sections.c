/* OpenMP's twin of zero_length_sections.c: map(tofrom: p[0:n]) with n == 0
   maps nothing and the region runs no iteration. */
#include <stdio.h>

static void scale(double *p, int n) {
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
  for (int i = 0; i < n; i++) p[i] *= 2;
}

int main(void) {
  double a[2] = {1, 1};
  scale(a, 1);
  scale(a, 0);
  scale(a + 1, 0);
  printf("a[0]=%g a[1]=%g\n", a[0], a[1]);
  return 0;
}
