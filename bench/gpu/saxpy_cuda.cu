/* bench/gpu/saxpy.c written by hand in CUDA (the reference), and the
   device's copy bandwidth: one cudaMemcpy of x each way from pageable memory,
   as the shim's synchronous copies are.

   usage: saxpy_cuda [n [reps]] */
#include "cuda_common.h"

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 26, reps = argc > 2 ? atoi(argv[2]) : 100;
  const float a = 0.5f;
  size_t bytes = sizeof(float) * (size_t)n;
  float *x = (float *)malloc(bytes), *y = (float *)malloc(bytes);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 7);
    y[i] = 1.0f;
  }
  CHECK(cudaFree(0));
  double t0 = now();
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, bytes));
  CHECK(cudaMalloc(&dy, bytes));
  double h0 = now();
  CHECK(cudaMemcpy(dx, x, bytes, cudaMemcpyHostToDevice));
  double h1 = now();
  CHECK(cudaMemcpy(dy, y, bytes, cudaMemcpyHostToDevice));
  double l0 = now();
  for (int r = 0; r < reps; r++) {
    saxpy<<<(n + 255) / 256, 256>>>(n, a, dx, dy);
    CHECK(cudaDeviceSynchronize()); // each OpenACC region ends synchronised
  }
  double l1 = now();
  CHECK(cudaMemcpy(y, dy, bytes, cudaMemcpyDeviceToHost));
  double t1 = now();
  CHECK(cudaMemcpy(x, dx, bytes, cudaMemcpyDeviceToHost));
  double d1 = now();
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  double sum = 0;
  for (int i = 0; i < n; i++) sum += y[i];
  printf("n: %d  reps: %d  checksum: %.6e\n", n, reps, sum);
  printf("seconds: %.6f\nloop_seconds: %.6f\n", t1 - t0, l1 - l0);
  printf("h2d_gbs: %.3f\nd2h_gbs: %.3f\n", bytes / (h1 - h0) / 1e9, bytes / (d1 - t1) / 1e9);
  return 0;
}
