/* Loop schedules (OpenACC 3.3 2.9.2-2.9.4, 2.9.6 tile): gang, worker and
   vector loops nested with num_gangs/num_workers/vector_length, and a tiled
   loop nest; the results do not depend on the schedule. */
#include <stdio.h>

#define N 4
#define M 6
#define K 8

int main(void) {
  int c[N][M], t[M][K];
#pragma acc parallel num_gangs(2) num_workers(2) vector_length(32) copyout(c)
  {
#pragma acc loop gang
    for (int i = 0; i < N; i++) {
#pragma acc loop worker
      for (int j = 0; j < M; j++) {
        int s = 0;
#pragma acc loop vector reduction(+:s)
        for (int k = 0; k < K; k++)
          s += (i + 1) * (k + 1) + j;
        c[i][j] = s;
      }
    }
  }
#pragma acc parallel loop tile(2, 4) copyout(t)
  for (int j = 0; j < M; j++)
    for (int k = 0; k < K; k++)
      t[j][k] = j * 100 + k;
  for (int i = 0; i < N; i++)
    printf("c[%d] = %d %d %d %d %d %d\n", i, c[i][0], c[i][1], c[i][2], c[i][3], c[i][4],
           c[i][5]);
  int sum = 0;
  for (int j = 0; j < M; j++)
    for (int k = 0; k < K; k++)
      sum += t[j][k];
  printf("t[5][7] = %d  sum(t) = %d\n", t[5][7], sum);
  return 0;
}
