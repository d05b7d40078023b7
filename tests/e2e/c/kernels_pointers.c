/* The tutorial pattern: malloc'd arrays in a data region, worked on by
   kernels constructs without data clauses in a function the data region
   calls (OpenACC 3.3 2.5.2, 2.6.2). The kernels see a and b through their
   device copies (made by the data construct); a comes back at the end of
   the data region; b (create) never does; the host copy of a is unchanged
   inside the region. */
#include <stdio.h>
#include <stdlib.h>

static void smooth(int n, double *restrict a, double *restrict b) {
#pragma acc kernels
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
#pragma acc kernels
  for (int i = 1; i < n - 1; i++)
    a[i] = b[i];
}

int main(void) {
  int n = 10;
  double *restrict a = malloc(n * sizeof(double));
  double *restrict b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = (i == n - 1) ? 9.0 : 0.0; b[i] = -1.0; }
#pragma acc data copy(a[0:n]) create(b[0:n])
  {
    for (int it = 0; it < 3; it++) {
      smooth(n, a, b);
    }
    printf("inside: a[8]=%g b[8]=%g\n", a[8], b[8]);
  }
  printf("after: a[6]=%g a[7]=%g a[8]=%g b[8]=%g\n", a[6], a[7], a[8], b[8]);
  free(a); free(b);
  return 0;
}
