/* The benchmarks' clock: monotonic seconds (bench/gpu_bench.py's programs,
   C and CUDA alike). */
#pragma once
#include <time.h>

static inline double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}
