/* Nested loops (OpenACC 3.3 2.9): a gang loop over rows with a vector loop
   carrying its own reduction into a gang-private scalar (2.9.10, 2.9.11);
   a reduction spanning both loops is named on both directives. */
#include <stdio.h>

#define N 3
#define M 4

int main(void) {
  double a[N][M], rowsum[N], rowmax[N], total = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = i * M + j + 1;
  a[2][1] = 50;
  double s, mx;
#pragma acc parallel loop gang private(s) copyin(a) copyout(rowsum)
  for (int i = 0; i < N; i++) {
    s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < M; j++)
      s += a[i][j];
    rowsum[i] = s;
  }
#pragma acc parallel loop gang private(mx) copyin(a) copyout(rowmax)
  for (int i = 0; i < N; i++) {
    mx = -1000;
#pragma acc loop worker vector reduction(max:mx)
    for (int j = 0; j < M; j++)
      mx = a[i][j] > mx ? a[i][j] : mx;
    rowmax[i] = mx;
  }
#pragma acc parallel loop gang reduction(+:total) copyin(a)
  for (int i = 0; i < N; i++) {
#pragma acc loop vector reduction(+:total)
    for (int j = 0; j < M; j++)
      total += a[i][j];
  }
  printf("rowsum = %.1f %.1f %.1f\n", rowsum[0], rowsum[1], rowsum[2]);
  printf("rowmax = %.1f %.1f %.1f\n", rowmax[0], rowmax[1], rowmax[2]);
  printf("total  = %.1f\n", total);
  return 0;
}
