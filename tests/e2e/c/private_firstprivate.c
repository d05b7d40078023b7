/* private and firstprivate (OpenACC 3.3 2.5.13, 2.5.14, 2.9.10): a private
   array per iteration, a firstprivate scalar initialized from the host; no
   private copy is written back, so the host's x and t keep their values. */
#include <stdio.h>

#define N 6

int main(void) {
  int x = 5, t = -1, y = 0;
  int tmp[3];
  int out[N];
#pragma acc parallel loop firstprivate(x) private(tmp, t) copyout(out)
  for (int i = 0; i < N; i++) {
    tmp[0] = i;
    tmp[1] = i * 2;
    tmp[2] = x;
    t = tmp[0] + tmp[1] + tmp[2];
    out[i] = t;
  }
#pragma acc serial firstprivate(x) copyout(y)
  {
    x = x + 100;
    y = x;
  }
  printf("out =");
  for (int i = 0; i < N; i++)
    printf(" %d", out[i]);
  printf("\n");
  printf("y = %d  host x = %d  host t = %d\n", y, x, t);
  return 0;
}
