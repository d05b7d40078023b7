/* bench/jacobi/jacobi.c written by hand with OpenMP: the reference that
   bench/jacobi_bench.py --lang c compares acc2c's output with. The same heap
   arrays, loops, iteration count, timed section and output; each OpenACC
   compute construct (`parallel loop collapse(2)`) is one `#pragma omp
   parallel for` on the outer loop, the schedule acc2c gives it (the threads
   share the outer loop, the inner one is vectorised:
   rewriter/common/LoopDirectives.h), so the ratio is the translation's own
   cost; and the data region is gone (the host memory is the only memory).

   usage: jacobi_omp [n [iter_max]] */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2048, iter_max = argc > 2 ? atoi(argv[2]) : 200;
  if (n < 3 || iter_max < 1) {
    fprintf(stderr, "jacobi_omp: usage: jacobi_omp [n >= 3 [iter_max >= 1]]\n");
    return 1;
  }
  int m = n;
  const double tol = 1.0e-6;
  double (*A)[m] = malloc(sizeof(double) * n * m);
  double (*Anew)[m] = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) A[i][j] = Anew[i][j] = i == 0 ? 1.0 : 0.0;
  double err = 1.0;
  int iter = 0;

  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  while (err > tol && iter < iter_max) {
    err = 0.0;
#pragma omp parallel for reduction(max:err)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++) {
        Anew[i][j] = 0.25 * (A[i + 1][j] + A[i - 1][j] + A[i][j - 1] + A[i][j + 1]);
        err = fmax(err, fabs(Anew[i][j] - A[i][j]));
      }
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++) A[i][j] = Anew[i][j];
    iter++;
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);

  double sum = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) sum += A[i][j];
  printf("n: %d  iterations: %d  error: %12.5E  checksum: %12.5E\n", n, iter, err, sum);
  printf("seconds: %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
  free(A);
  free(Anew);
  return 0;
}
