/* 2-D Jacobi relaxation of the Laplace equation, the C twin of jacobi.f90:
   the data region keeps A and Anew on the device across iterations; only
   the error crosses each time (reduction(max:err) copies it in and out). */
#include <math.h>
#include <stdio.h>

#define N 256
#define M 256
#define ITER_MAX 1000
#define TOL 1.0e-6

static double A[N][M], Anew[N][M];

int main(void) {
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      A[i][j] = i == 0 ? 1.0 : 0.0;
  double err = 1.0;
  int iter = 0;

#pragma acc data copy(A) create(Anew)
  while (err > TOL && iter < ITER_MAX) {
    err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err)
    for (int i = 1; i < N - 1; ++i)
      for (int j = 1; j < M - 1; ++j) {
        Anew[i][j] = 0.25 * (A[i + 1][j] + A[i - 1][j] + A[i][j - 1] + A[i][j + 1]);
        err = fmax(err, fabs(Anew[i][j] - A[i][j]));
      }
#pragma acc parallel loop collapse(2)
    for (int i = 1; i < N - 1; ++i)
      for (int j = 1; j < M - 1; ++j)
        A[i][j] = Anew[i][j];
    ++iter;
  }

  printf("iterations: %d  error: %12.5E\n", iter, err);
  return 0;
}
