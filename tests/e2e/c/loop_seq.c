/* seq loops (OpenACC 3.3 2.9.5): a gang loop over rows with a seq inner loop
   computing prefix sums, and a serial construct with a seq recurrence. */
#include <stdio.h>

#define N 3
#define M 5

int main(void) {
  int a[N][M], fib[10];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = i + j + 1;
#pragma acc parallel loop gang copy(a)
  for (int i = 0; i < N; i++) {
#pragma acc loop seq
    for (int j = 1; j < M; j++)
      a[i][j] += a[i][j - 1];
  }
#pragma acc serial copyout(fib)
  {
    fib[0] = 1;
    fib[1] = 1;
#pragma acc loop seq
    for (int k = 2; k < 10; k++)
      fib[k] = fib[k - 1] + fib[k - 2];
  }
  for (int i = 0; i < N; i++) {
    printf("prefix row %d:", i);
    for (int j = 0; j < M; j++)
      printf(" %d", a[i][j]);
    printf("\n");
  }
  printf("fib:");
  for (int k = 0; k < 10; k++)
    printf(" %d", fib[k]);
  printf("\n");
  return 0;
}
