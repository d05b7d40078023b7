/* A vector routine (OpenACC 3.3 2.15.1) with a vector loop inside, called
   once per row from a gang loop; the rows are scaled on the device and
   copied out with the 2-D array. */
#include <stdio.h>

#define N 3
#define M 4

#pragma acc routine vector
static void scale_row(int *row, int m, int f) {
#pragma acc loop vector
  for (int j = 0; j < m; j++)
    row[j] = row[j] * f;
}

int main(void) {
  int a[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = j + 1;
#pragma acc parallel loop gang copy(a)
  for (int i = 0; i < N; i++)
    scale_row(a[i], M, i + 2);
  for (int i = 0; i < N; i++)
    printf("row %d: %d %d %d %d\n", i, a[i][0], a[i][1], a[i][2], a[i][3]);
  return 0;
}
