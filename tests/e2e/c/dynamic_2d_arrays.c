/* Dynamic multidimensional arrays (OpenACC 3.3 2.7.1): `a[0:n][0:m]` of
   `double **a` maps the pointer vector a[0:n] (created, never copied: its
   device copy holds device addresses) and every row a[i][0:m], attached
   through its element of the vector. Exit actions run on the rows first,
   then the vector; update moves the rows only, so the host's row pointers
   are never overwritten by device addresses. */
#include <stdio.h>
#include <stdlib.h>

static double **matrix(int n, int m, double scale) {
  double **x = malloc(n * sizeof *x);
  for (int i = 0; i < n; ++i) {
    x[i] = malloc(m * sizeof **x);
    for (int j = 0; j < m; ++j) x[i][j] = scale * (i * 10 + j);
  }
  return x;
}

int main(void) {
  int n = 5, m = 4;
  double **a = matrix(n, m, 1.0), **b = matrix(n, m, 0.0);
  double **rows0 = malloc(n * sizeof *rows0);
  for (int i = 0; i < n; ++i) rows0[i] = a[i];

  /* copyin and copyout on a compute construct */
#pragma acc parallel loop collapse(2) copyin(a[0:n][0:m]) copyout(b[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) b[i][j] = 2 * a[i][j];
  printf("copyout: %g %g %g\n", b[0][0], b[4][3], b[2][1]);

  /* copy on a data construct, present (a part of the rows) inside */
#pragma acc data copy(a[0:n][0:m])
  {
#pragma acc parallel loop present(a[1:3][0:m])
    for (int i = 1; i < 4; ++i) a[i][0] = -i;
    printf("inside data: %g\n", a[1][0]); /* the host copy, unchanged */
  }
  printf("after data: %g %g %g\n", a[0][0], a[1][0], a[3][0]);

  /* enter data / update / exit data */
#pragma acc enter data copyin(b[0:n][0:m])
#pragma acc parallel loop
  for (int i = 0; i < n; ++i) b[i][m - 1] = 100 + i;
#pragma acc update self(b[0:n][0:m])
  printf("update self: %g %g\n", b[0][m - 1], b[4][m - 1]);
  for (int i = 0; i < n; ++i) b[i][0] = 7;
#pragma acc update device(b[2:2][0:m])
#pragma acc parallel loop
  for (int i = 0; i < n; ++i) b[i][1] = b[i][0];
#pragma acc exit data copyout(b[0:n][0:m])
  printf("exit data: %g %g %g\n", b[1][1], b[2][1], b[3][1]);

  /* the host's row pointers are unchanged */
  int same = 1;
  for (int i = 0; i < n; ++i) same &= a[i] == rows0[i];
  printf("row pointers unchanged: %d\n", same);

  /* an array of row pointers */
  double *r[3];
  for (int i = 0; i < 3; ++i) r[i] = calloc(m, sizeof(double));
#pragma acc parallel loop copy(r[0:3][0:m])
  for (int i = 0; i < 3; ++i) r[i][m - 1] = i + 0.5;
  printf("array of pointers: %g %g\n", r[0][m - 1], r[2][m - 1]);
  return 0;
}
