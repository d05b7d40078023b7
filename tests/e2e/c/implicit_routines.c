/* Functions a compute region calls that have no routine directive (OpenACC
   3.3 2.15.1): defined in this file, they run as routines (implicitly seq),
   so the globals they read must have a declare directive, and they read the
   device copies: after the host changes scale without update device, the
   regions still see 2; what they call is a routine too (twice -> times). */
#include <stdio.h>

double scale = 2.0;
#pragma acc declare copyin(scale)

static double times(double x) { return x * scale; }
static double twice(double x) { return times(x); }

int main(void) {
  double r[4];
  scale = 5.0; /* the host copy only */
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < 4; i++) r[i] = twice(i);
  printf("device scale: r[3]=%g; host: %g\n", r[3], twice(3));
#pragma acc update device(scale)
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < 4; i++) r[i] = twice(i);
  printf("after update device: r[3]=%g\n", r[3]);
  return 0;
}
