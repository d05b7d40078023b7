/* Per-region launch overhead for bench/gpu_bench.py: a parallel loop of one
   iteration on present data, `reps` times; prints microseconds per region.

   usage: launch [reps] */
#include <stdio.h>
#include <stdlib.h>

#include "now.h"

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 10000;
  double x[1] = {0}, t0 = 0, t1 = 0;
#pragma acc data copy(x[0:1])
  {
    // The first region pays for loading the kernels.
#pragma acc parallel loop present(x[0:1])
    for (int i = 0; i < 1; i++) x[i] += 1;
    t0 = now();
    for (int r = 0; r < reps; r++) {
#pragma acc parallel loop present(x[0:1])
      for (int i = 0; i < 1; i++) x[i] += 1;
    }
    t1 = now();
  }
  printf("reps: %d  x: %.0f\n", reps, x[0]);
  printf("per_region_us: %.3f\n", (t1 - t0) / reps * 1e6);
  return 0;
}
