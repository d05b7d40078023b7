/* declare target through a header (OpenMP 5.2 7.8.1): coef has a device copy
   for the whole run, made from its initial value; a target region of another
   file calls poly, which reads that device copy. A host change reaches the
   device only with target update. */
#include <stdio.h>
#include "poly.h"

static void eval(double *out) {
#pragma omp target map(from: out[0:3])
  for (int i = 0; i < 3; ++i)
    out[i] = poly(i);
}

int main(void) {
  double out[3];
  eval(out);
  printf("initial coef: %g %g %g\n", out[0], out[1], out[2]);
  coef[2] = 0;
  eval(out);
  printf("host change, no update: %g %g %g\n", out[0], out[1], out[2]);
#pragma omp target update to(coef)
  eval(out);
  printf("after target update: %g %g %g\n", out[0], out[1], out[2]);
  return 0;
}
