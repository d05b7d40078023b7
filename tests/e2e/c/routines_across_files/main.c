/* Routines called in a compute region of another file (OpenACC 3.3 2.15.1)
   run their device versions, which read the device copy of a declared
   global: main.c sees the routine and declare directives in physics.h, and
   physics.c, translated too, holds the device versions. The host copy of the
   table is all zeros, so results computed from it would be 0. */
#include <stdio.h>
#include "physics.h"

int main(void) {
  double out[4];
  table_fill(10.0);
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 4; ++i)
    out[i] = weighted(2.0, i) + weight(i + 4);
  printf("out = %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  printf("host table[0] = %g\n", table[0]);
#pragma acc update self(table)
  printf("after update self: table[0] = %g, table[7] = %g\n", table[0], table[7]);
  return 0;
}
