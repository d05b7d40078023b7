/* Code written for managed memory (NVIDIA's -gpu=managed, the early labs of
   the OpenACC course): heap data used in compute regions with no data
   clause. Built with -gpu=managed, every heap allocation of the program is
   managed memory (docs/gpu.md, "Managed memory"), which a region reads and
   writes where it is; data clauses on it count references and copy nothing. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *v;
} field;

int main(void) {
  const int n = 64;
  double *A = malloc(n * sizeof *A);
  double *Anew = calloc(n, sizeof *Anew);
  for (int i = 0; i < n; i++) A[i] = (i == 0 || i == n - 1) ? 1.0 : 0.0;

  /* Jacobi sweeps, as laplace2d.c: no data clause; err is a reduction. */
  double err = 1.0;
  int iter = 0;
  while (err > 0.25 && iter < 100) {
    err = 0.0;
#pragma acc parallel loop reduction(max : err)
    for (int i = 1; i < n - 1; i++) {
      Anew[i] = 0.5 * (A[i - 1] + A[i + 1]);
      err = fmax(err, fabs(Anew[i] - A[i]));
    }
#pragma acc parallel loop
    for (int i = 1; i < n - 1; i++) A[i] = Anew[i];
    iter++;
  }
  printf("iter=%d err=%g A[1]=%g A[2]=%g\n", iter, err, A[1], A[2]);

  /* realloc keeps the values and the memory stays managed. */
  A = realloc(A, 2 * n * sizeof *A);
  for (int i = n; i < 2 * n; i++) A[i] = 2.0;
#pragma acc kernels
  for (int i = 0; i < 2 * n; i++) A[i] *= 2.0;
  double sum = 0;
  for (int i = 0; i < 2 * n; i++) sum += A[i];
  printf("sum=%g\n", sum);

  /* A heap structure whose member points to heap data. */
  field *f = malloc(sizeof *f);
  f->n = 8;
  f->v = malloc(f->n * sizeof *f->v);
#pragma acc parallel loop
  for (int i = 0; i < f->n; i++) f->v[i] = i * i;
  double s = 0;
  for (int i = 0; i < f->n; i++) s += f->v[i];
  printf("field=%g\n", s);

  /* Over-aligned allocations are managed too. */
  double *q = NULL;
  if (posix_memalign((void **)&q, 64, n * sizeof *q) != 0) return 1;
#pragma acc parallel loop
  for (int i = 0; i < n; i++) q[i] = i;
  double t = 0;
  for (int i = 0; i < n; i++) t += q[i];
  printf("aligned=%d q=%g\n", (int)((uintptr_t)q % 64 == 0), t);

  /* A data region on managed data: its device copy is the data itself, so
     what the region writes is on the host with copyin alone. */
#pragma acc data copyin(A[0:2 * n])
  {
#pragma acc parallel loop present(A[0:2 * n])
    for (int i = 0; i < 2 * n; i++) A[i] += 1.0;
  }
  printf("A[0]=%g A[%d]=%g\n", A[0], 2 * n - 1, A[2 * n - 1]);

  free(q);
  free(f->v);
  free(f);
  free(Anew);
  free(A);
  return 0;
}
