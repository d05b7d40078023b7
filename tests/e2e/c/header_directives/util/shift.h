/* A header in another directory whose own #include finds a file beside it
   ("offset.h"): put in place of its #include, that #include names the file
   by its path. */
#include "offset.h"

static inline void shift(int n, double *x) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i) x[i] += OFFSET;
}
