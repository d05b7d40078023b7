/* parallel loop reductions + * max min on int and double (OpenACC 3.3
   2.9.11, 2.11): the result combines every iteration with the variable's
   original value (so imax2 keeps its larger start value 50). */
#include <stdio.h>

#define N 10

int main(void) {
  int v[N] = {3, -7, 12, 5, 0, 9, -2, 8, 1, 4};
  int isum = 100, iprod = 2, imax = -1000, imax2 = 50, imin = 1000;
  double dsum = 0.5, dmax = -1e9, dmin = 1e9;
#pragma acc parallel loop copyin(v) reduction(+:isum) reduction(*:iprod) \
    reduction(max:imax, imax2) reduction(min:imin)
  for (int i = 0; i < N; i++) {
    isum += v[i];
    iprod *= i % 3 + 1;
    imax = v[i] > imax ? v[i] : imax;
    imax2 = v[i] > imax2 ? v[i] : imax2;
    imin = v[i] < imin ? v[i] : imin;
  }
#pragma acc parallel loop copyin(v) reduction(+:dsum) reduction(max:dmax) reduction(min:dmin)
  for (int i = 0; i < N; i++) {
    dsum += v[i] * 0.25;
    dmax = v[i] * 1.5 > dmax ? v[i] * 1.5 : dmax;
    dmin = v[i] * 1.5 < dmin ? v[i] * 1.5 : dmin;
  }
  printf("+: %d  *: %d  max: %d  max from 50: %d  min: %d\n", isum, iprod, imax, imax2, imin);
  printf("double +: %.2f  max: %.2f  min: %.2f\n", dsum, dmax, dmin);
  return 0;
}
