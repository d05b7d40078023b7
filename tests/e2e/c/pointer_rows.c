/* A matrix as an array of row pointers (double **), mapped as OpenACC
   3.3 2.7.1 asks: the pointer array first, then each row, whose section
   rows[i][0:m] attaches the device copy of rows[i] to the row's device copy
   (2.6.8). The region follows the device pointers; the host sees the
   results only after each row's copyout. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 4, m = 3;
  double **rows = malloc(n * sizeof *rows);
  for (int i = 0; i < n; i++) {
    rows[i] = malloc(m * sizeof **rows);
    for (int j = 0; j < m; j++) rows[i][j] = i + 0.1 * j;
  }
#pragma acc enter data copyin(rows[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc enter data copyin(rows[i][0:m])
  }
#pragma acc parallel loop collapse(2) present(rows[0:n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) rows[i][j] *= 10;
  printf("host before copyout: %g\n", rows[3][2]);
  for (int i = 0; i < n; i++) {
#pragma acc exit data copyout(rows[i][0:m])
  }
#pragma acc exit data delete(rows[0:n])
  printf("after: %g %g\n", rows[3][2], rows[0][1]);
  return 0;
}
