/* The training course's module 6 form: a parallel construct whose loop
   construct updates `error` without a reduction clause. By OpenACC 3.3
   2.6.2 `error` would be firstprivate and the update lost (the solver
   would stop after one sweep); acc2c infers reduction(max:error) on the
   parallel construct, as for the combined form, with a warning
   (passes/InferReductions.h). */
#include <math.h>
#include <stdio.h>

#define N 40

static double A[N][N], Anew[N][N];

int main(void) {
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++) A[j][i] = j == 0 ? 1.0 : 0.0;
  double error = 1.0;
  int iter = 0;
#pragma acc data copy(A) create(Anew)
  while (error > 1e-4 && iter < 100) {
    error = 0.0;
#pragma acc parallel
    {
#pragma acc loop
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < N - 1; i++) {
          Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
          error = fmax(error, fabs(Anew[j][i] - A[j][i]));
        }
    }
#pragma acc parallel loop
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) A[j][i] = Anew[j][i];
    iter++;
  }
  printf("iterations %d error %.6f\n", iter, error);
  return 0;
}
