/* What the hand-written CUDA references of bench/gpu_bench.py share: a
   check of every CUDA call (a failure stops the program, naming the call)
   and a monotonic clock in seconds. */
#pragma once
#include <cuda_runtime.h>

#include <stdio.h>
#include <stdlib.h>

#include "now.h"

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cudaError_t e_ = (call);                                                                       \
    if (e_ != cudaSuccess) {                                                                       \
      fprintf(stderr, "%s: %s: %s\n", __FILE__, #call, cudaGetErrorString(e_));                    \
      exit(1);                                                                                     \
    }                                                                                              \
  } while (0)
