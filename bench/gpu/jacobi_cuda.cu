/* The Jacobi benchmark's loops written by hand in CUDA: the reference of
   bench/gpu_bench.py. The same program as bench/jacobi/jacobi.c (n = m and
   the iteration limit from the command line, the same output), with the data
   region's traffic made explicit: A in and out, Anew on the device only, the
   error in and out every iteration (what reduction(max:err) on a parallel
   loop moves).

   usage: jacobi_cuda [n [iter_max]] */
#include "cuda_common.h"

#include <math.h>

enum { BX = 32, BY = 8 };

// One sweep over the interior; each block's largest change goes into *err
// (atomicMax on the bits: non-negative doubles order as their bits do).
__global__ void sweep(const double *A, double *Anew, int n, int m, double *err) {
  int j = blockIdx.x * BX + threadIdx.x + 1, i = blockIdx.y * BY + threadIdx.y + 1;
  double e = 0.0;
  if (i < n - 1 && j < m - 1) {
    size_t k = (size_t)i * m + j;
    double v = 0.25 * (A[k + m] + A[k - m] + A[k - 1] + A[k + 1]);
    Anew[k] = v;
    e = fabs(v - A[k]);
  }
  __shared__ double s[BX * BY];
  int t = threadIdx.y * BX + threadIdx.x;
  s[t] = e;
  __syncthreads();
  for (int h = BX * BY / 2; h > 0; h >>= 1) {
    if (t < h) s[t] = fmax(s[t], s[t + h]);
    __syncthreads();
  }
  if (t == 0) atomicMax((unsigned long long *)err, (unsigned long long)__double_as_longlong(s[0]));
}

__global__ void copyBack(double *A, const double *Anew, int n, int m) {
  int j = blockIdx.x * BX + threadIdx.x + 1, i = blockIdx.y * BY + threadIdx.y + 1;
  if (i < n - 1 && j < m - 1) A[(size_t)i * m + j] = Anew[(size_t)i * m + j];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2048, iter_max = argc > 2 ? atoi(argv[2]) : 200;
  if (n < 3 || iter_max < 1) {
    fprintf(stderr, "jacobi_cuda: usage: jacobi_cuda [n >= 3 [iter_max >= 1]]\n");
    return 1;
  }
  int m = n;
  const double tol = 1.0e-6;
  size_t bytes = sizeof(double) * (size_t)n * m;
  double *A = (double *)malloc(bytes);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) A[(size_t)i * m + j] = i == 0 ? 1.0 : 0.0;
  CHECK(cudaFree(0)); // the context exists before the clock starts, as the shim's does
  double err = 1.0;
  int iter = 0;

  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  double *dA, *dAnew, *dErr;
  CHECK(cudaMalloc(&dA, bytes));
  CHECK(cudaMalloc(&dAnew, bytes));
  CHECK(cudaMalloc(&dErr, sizeof(double)));
  CHECK(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
  dim3 block(BX, BY), grid((m - 2 + BX - 1) / BX, (n - 2 + BY - 1) / BY);
  while (err > tol && iter < iter_max) {
    err = 0.0;
    CHECK(cudaMemcpy(dErr, &err, sizeof(double), cudaMemcpyHostToDevice));
    sweep<<<grid, block>>>(dA, dAnew, n, m, dErr);
    CHECK(cudaMemcpy(&err, dErr, sizeof(double), cudaMemcpyDeviceToHost));
    copyBack<<<grid, block>>>(dA, dAnew, n, m);
    iter++;
  }
  CHECK(cudaMemcpy(A, dA, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dAnew));
  CHECK(cudaFree(dErr));
  clock_gettime(CLOCK_MONOTONIC, &t1);

  double sum = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) sum += A[(size_t)i * m + j];
  printf("n: %d  iterations: %d  error: %12.5E  checksum: %12.5E\n", n, iter, err, sum);
  printf("seconds: %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
  free(A);
  return 0;
}
