/* A scratch array private to an inner `loop vector` of a gang loop
   (OpenACC 3.3 2.9.10), as stencil codes write it: every lane has its own,
   so every flux is its own stencil's. On host threads each thread of the
   gang loop needs its own array too (rule loop-private,
   docs/data-operations.md); shared, the threads overwrite each other's. */
#include <stdio.h>

#define N 2000
#define M 64

static double a[M][N], f[M][N];

int main(void) {
  double st[4];
  for (int k = 0; k < M; k++)
    for (int i = 0; i < N; i++) {
      a[k][i] = i + 100 * k;
      f[k][i] = 0;
    }
#pragma acc parallel loop gang copyin(a) copy(f)
  for (int k = 0; k < M; k++) {
#pragma acc loop vector private(st)
    for (int i = 1; i < N - 2; i++) {
      for (int s = 0; s < 4; s++) st[s] = a[k][i - 1 + s];
      f[k][i] = st[0] + st[3] + (st[1] - st[2]) * (st[1] - st[2]);
    }
  }
  /* f[k][i] = (i - 1 + 100k) + (i + 2 + 100k) + 1 = 2i + 2 + 200k */
  double sum = 0;
  for (int k = 0; k < M; k++)
    for (int i = 0; i < N; i++) sum += f[k][i];
  printf("%.1f %.1f %.1f\n", f[0][1], f[M - 1][N - 3], sum);
  /* The same array referenced at the gang loop's level too: that is the
     gangs' copy (here copy), which the host threads share, so each thread
     needs a copy of its own for the inner loop (a block around it,
     docs/data-operations.md). f[k][0] reads the gangs' st[0], 0. */
  for (int s = 0; s < 4; s++) st[s] = 0;
#pragma acc parallel loop gang copyin(a) copy(f, st)
  for (int k = 0; k < M; k++) {
    f[k][0] = st[0];
#pragma acc loop vector private(st)
    for (int i = 1; i < N - 2; i++) {
      for (int s = 0; s < 4; s++) st[s] = a[k][i - 1 + s];
      f[k][i] = st[0] + st[3] + (st[1] - st[2]) * (st[1] - st[2]);
    }
  }
  sum = 0;
  for (int k = 0; k < M; k++)
    for (int i = 0; i < N; i++) sum += f[k][i];
  printf("%.1f %.1f %.1f\n", f[0][1], f[M - 1][N - 3], sum);
  return 0;
}
