/* An async argument must be a non-negative queue, acc_async_sync or
   acc_async_noval (OpenACC 3.3 2.16.1): -7 is none of them, and the run
   stops at the first action that would use the queue, naming it. */
#include <stdio.h>

int main(void) {
  double a[8] = {0};
  int q = -7;
#pragma acc parallel loop copy(a) async(q)
  for (int i = 0; i < 8; i++) a[i] = i;
#pragma acc wait
  printf("a[7]=%g\n", a[7]);
  return 0;
}
