/* target teams distribute parallel for collapse(2) (OpenMP 5.2 collapse
   clause, 5.8.3) over 2-D arrays: a[1:2][0:M] is mapped tofrom, so rows 0
   and 3 never travel; b is map(to:), so its zeroing on the device is lost. */
#include <stdio.h>

#define N 4
#define M 3

int main(void) {
  double a[N][M], b[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      a[i][j] = -1;
      b[i][j] = 1;
    }
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[1:2][0:M]) \
    map(to: b)
  for (int i = 1; i < 3; i++)
    for (int j = 0; j < M; j++) {
      a[i][j] = i * 10 + j + b[i][j] * 0.5;
      b[i][j] = 0;
    }
  double bsum = 0;
  for (int i = 0; i < N; i++) {
    printf("a[%d]: %5.1f %5.1f %5.1f\n", i, a[i][0], a[i][1], a[i][2]);
    for (int j = 0; j < M; j++)
      bsum += b[i][j];
  }
  printf("sum of host b = %.1f\n", bsum);
  return 0;
}
