/* A variable-length array whose size is a file-scope variable (C11
   6.7.6.2): kernels copies the size implicitly (OpenACC 3.3 2.6.2) and reads
   it through its device copy, while the region's view of the array keeps the
   extents its declaration gave it. */
#include <stdio.h>

int n = 8;

int main(void) {
  double c[n][n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) c[i][j] = i + j;
  double s = 0;
#pragma acc kernels copy(c)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) c[i][j] *= 2;
#pragma acc parallel loop reduction(+:s) copyin(c)
  for (int i = 0; i < n; i++) s += c[i][i];
  printf("trace %g, c[7][1] %g\n", s, c[7][1]);
  return 0;
}
