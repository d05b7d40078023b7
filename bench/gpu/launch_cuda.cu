/* bench/gpu/launch.c written by hand in CUDA: a bare kernel launch of one
   thread, synchronised, `reps` times (the reference of the per-region
   overhead).

   usage: launch_cuda [reps] */
#include "cuda_common.h"

__global__ void add(double *x) { x[0] += 1; }

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 10000;
  double x = 0, *dx;
  CHECK(cudaMalloc(&dx, sizeof(double)));
  CHECK(cudaMemcpy(dx, &x, sizeof(double), cudaMemcpyHostToDevice));
  add<<<1, 1>>>(dx);
  CHECK(cudaDeviceSynchronize());
  double t0 = now();
  for (int r = 0; r < reps; r++) {
    add<<<1, 1>>>(dx);
    CHECK(cudaDeviceSynchronize());
  }
  double t1 = now();
  CHECK(cudaMemcpy(&x, dx, sizeof(double), cudaMemcpyDeviceToHost));
  printf("reps: %d  x: %.0f\n", reps, x);
  printf("per_region_us: %.3f\n", (t1 - t0) / reps * 1e6);
  return 0;
}
