/* Clauses that name variables the body uses only in #ifdef'd debug code, as
   in codes built with and without -DDEBUG: without DEBUG the loop body never
   references nflops (reduction) or dbg (private). The reduction then leaves
   nflops at its original value (OpenACC 3.3 2.9.11: the result combines the
   original value with the identity), and the private changes nothing. */
#include <stdio.h>

#define N 8

int main(void) {
  double x[N], y[N];
  long nflops = 3;
  double dbg = -1.0;
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 1; }
#pragma acc parallel loop copyin(x) copy(y) reduction(+:nflops) private(dbg)
  for (int i = 0; i < N; i++) {
    y[i] = 2.0 * x[i] + y[i];
#ifdef DEBUG
    dbg = y[i];
    nflops += 2;
#endif
  }
  printf("y[7]=%g nflops=%ld dbg=%g\n", y[7], nflops, dbg);
  return 0;
}
