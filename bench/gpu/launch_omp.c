/* bench/gpu/launch.c's kernel as gcc itself offloads it, without acc2c: the
   same teams loop of one iteration on omp_target_alloc memory, launched
   `reps` times (gcc -fopenmp -foffload=nvptx-none). The part of acc2c's
   per-region time that is libgomp's own launch of an OpenMP teams kernel.

   usage: launch_omp [reps] */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#include "now.h"

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 10000;
  int dev = omp_get_default_device();
  double x = 0, *d = omp_target_alloc(sizeof(double), dev);
  omp_target_memcpy(d, &x, sizeof x, 0, 0, dev, omp_get_initial_device());
#pragma omp target teams distribute parallel for simd is_device_ptr(d)
  for (int i = 0; i < 1; i++) d[i] += 1;
  double t0 = now();
  for (int r = 0; r < reps; r++) {
#pragma omp target teams distribute parallel for simd is_device_ptr(d)
    for (int i = 0; i < 1; i++) d[i] += 1;
  }
  double t1 = now();
  omp_target_memcpy(&x, d, sizeof x, 0, 0, omp_get_initial_device(), dev);
  omp_target_free(d, dev);
  printf("reps: %d  x: %.0f\n", reps, x);
  printf("per_region_us: %.3f\n", (t1 - t0) / reps * 1e6);
  return 0;
}
