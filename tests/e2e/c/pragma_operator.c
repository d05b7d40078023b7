/* Directives written with the _Pragma operator (C11 6.10.9), directly and
   through the macros codes use to switch between OpenACC and OpenMP, some
   sharing their line with code. A data region copies a in and b out; b is
   2a + 1 after a parallel loop and a loop in a parallel region; a reduction,
   an update of b's first element while the region is open, and atomics. */
#include <stdio.h>
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)

int main(void) {
  int n = 8;
  double a[8], b[8];
  for (int i = 0; i < n; ++i) a[i] = i;
  ACC(data copyin(a) copyout(b))
  {
    ACC(parallel loop present(a, b))
    for (int i = 0; i < n; ++i)
      b[i] = 2 * a[i];
    _Pragma("acc parallel") {
      ACC(loop gang) for (int i = 0; i < n; ++i) b[i] += 1;
    }
    double s = 0;
    ACC(parallel loop reduction(+:s)) for (int i = 0; i < n; ++i) s += b[i];
    b[0] = -1;
    ACC(update self(b[0:1])) printf("b[0]=%g s=%g\n", b[0], s);
    int c = 0;
    ACC(parallel loop copy(c))
    for (int i = 0; i < n; ++i) {
      ACC(atomic update)
      c++;
    }
    printf("c=%d\n", c);
  }
  printf("b[7]=%g\n", b[7]);
  return 0;
}
