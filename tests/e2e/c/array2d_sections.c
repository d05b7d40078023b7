/* 2-D subarrays (OpenACC 3.3 2.7.1): update self(a[1:2][0:M]) brings back
   rows 1 and 2 only; a malloc'd int (*b)[M] is mapped as b[0:n][0:M]. */
#include <stdio.h>
#include <stdlib.h>

#define N 4
#define M 3

int main(void) {
  int a[N][M];
  int n = 2;
  int (*b)[M] = malloc(n * sizeof *b);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = 0;
#pragma acc enter data copyin(a[0:N][0:M])
#pragma acc parallel loop collapse(2) present(a)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i + 1) * 10 + j;
#pragma acc update self(a[1:2][0:M])
  for (int i = 0; i < N; i++) {
    printf("a[%d]:", i);
    for (int j = 0; j < M; j++)
      printf(" %d", a[i][j]);
    printf("\n");
  }
#pragma acc parallel loop collapse(2) present(a) copyout(b[0:n][0:M])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      b[i][j] = a[i + 2][j] + 100;
#pragma acc exit data delete(a)
  for (int i = 0; i < n; i++) {
    printf("b[%d]:", i);
    for (int j = 0; j < M; j++)
      printf(" %d", b[i][j]);
    printf("\n");
  }
  free(b);
  return 0;
}
