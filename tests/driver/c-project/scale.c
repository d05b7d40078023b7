/* The translated half of the acc2c-gcc test project. */
#include "scale.h"

void scale(double *a, int n, double factor) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = a[i] * factor + i;
}
