/* Directives in functions of included headers (kernels.h, util/shift.h). */
#include <stdio.h>

#include "kernels.h"
#include "kernels.h"
#include "util/shift.h"

int main(void) {
  enum { n = 1000 };
  static double x[n];
  for (int i = 0; i < n; ++i) x[i] = i;
#pragma acc data copy(x)
  {
    scale(n, x, 3.0);
    printf("total after scale: %.1f\n", total(n, x));
  }
  shift(n, x);
  printf("x[0] x[999]: %.1f %.1f\n", x[0], x[n - 1]);
  printf("%s\n", __FILE__);
  return 0;
}
