/* What the hand-written CUDA references of bench/gpu_bench.py share: a
   check of every CUDA call (a failure stops the program, naming the call)
   and a monotonic clock in seconds. */
#pragma once
#include <cuda_runtime.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cudaError_t e_ = (call);                                                                       \
    if (e_ != cudaSuccess) {                                                                       \
      fprintf(stderr, "%s: %s: %s\n", __FILE__, #call, cudaGetErrorString(e_));                    \
      exit(1);                                                                                     \
    }                                                                                              \
  } while (0)

static inline double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}
