/* collapse(2) over a 2-D array double a[N][M] (OpenACC 3.3 2.9.1) and a
   collapsed loop with a reduction; the whole 2-D array is copied out. */
#include <stdio.h>

#define N 3
#define M 4

int main(void) {
  double a[N][M];
  double s = 0;
#pragma acc parallel loop collapse(2) copyout(a)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = i * 10 + j;
#pragma acc parallel loop collapse(2) copyin(a) reduction(+:s)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      s += a[i][j];
  for (int i = 0; i < N; i++) {
    printf("row %d:", i);
    for (int j = 0; j < M; j++)
      printf(" %4.1f", a[i][j]);
    printf("\n");
  }
  printf("sum = %.1f\n", s);
  return 0;
}
