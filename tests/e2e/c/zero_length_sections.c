/* A zero-length section (n == 0) maps nothing, and a region whose loop does
   not run never dereferences the pointer (OpenACC 3.3 2.7.1): no error. */
#include <stdio.h>

static void scale(double *p, int n) {
#pragma acc parallel loop copy(p[0:n])
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
