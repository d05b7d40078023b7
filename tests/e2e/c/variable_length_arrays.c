/* Variably modified types in compute regions (C11 6.7.6.2): a pointer to
   rows of a run-time length, `double (*a)[m]`, whose length the region body
   never reads; the same under kernels (n and m copied as scalars, 2.6.2);
   and a two-dimensional variable-length array with data. On a discrete
   device the results reach the host through copy's copyout. */
#include <stdio.h>
#include <string.h>

static void first_column(int n, int m, double (*a)[m]) {
#pragma acc parallel loop copy(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    a[i][0] = 100 + i;
}

static void add_index(int n, int m, double (*a)[m]) {
#pragma acc kernels copy(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] += i * m + j;
}

int main(void) {
  double a[4][3];
  memset(a, 0, sizeof a);
  first_column(4, 3, a);
  add_index(4, 3, a);
  /* a[i][0] = 100 + i + 3i, a[i][j] = 3i + j otherwise */
  printf("a[0][0]=%g a[3][0]=%g a[1][1]=%g a[3][2]=%g\n", a[0][0], a[3][0], a[1][1], a[3][2]);

  int k = 5;
  double v[k][2];
  for (int i = 0; i < k; ++i) v[i][0] = v[i][1] = i;
#pragma acc parallel loop copy(v)
  for (int i = 0; i < k; ++i)
    v[i][1] *= 10;
  printf("v[4][0]=%g v[4][1]=%g v[2][1]=%g\n", v[4][0], v[4][1], v[2][1]);
  return 0;
}
