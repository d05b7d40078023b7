/* A scalar a kernels region sets before reading it is only copied out (rule
   written-first, docs/differences-from-flang.md D29). One set under a
   condition, in a loop or after a read keeps its copy: were it copied out
   only, it would come back as the device's uninitialised bytes (the host
   backend fills fresh device memory with 0xFF: NaN). */
#include <stdio.h>

#define N 8

int main(void) {
  double a[N], s = -5, cond = -5, inloop = -5, later = -5;
  int k = 3;
  for (int i = 0; i < N; i++) a[i] = i + 1;
#pragma acc kernels copyin(a)
  {
    s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    if (k > 5) cond = 1;
    for (int i = 0; i < k - 3; i++) inloop = a[i];
    later = later + s;
  }
  printf("s %.1f cond %.1f inloop %.1f later %.1f\n", s, cond, inloop, later);
  return 0;
}
