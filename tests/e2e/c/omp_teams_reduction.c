/* target teams distribute parallel for with reductions + * max min (OpenMP
   5.2 5.5.8): a reduction variable on the combined target construct
   is mapped tofrom, and its original value takes part in the result. The
   `-` of code written for OpenMP 5.1 and before is `+` (5.1 2.21.5.1). */
#include <stdio.h>

#define N 10

int main(void) {
  int v[N] = {3, -7, 12, 5, 0, 9, -2, 8, 1, 4};
  int isum = 100, iprod = 2, imax = -1000, imax2 = 50, imin = 1000, isub = 7;
  double dsum = 0.5;
#pragma omp target teams distribute parallel for map(to: v) reduction(+:isum, dsum) \
    reduction(*:iprod) reduction(max:imax, imax2) reduction(min:imin) reduction(-:isub)
  for (int i = 0; i < N; i++) {
    isum += v[i];
    isub -= v[i];
    dsum += v[i] * 0.25;
    iprod *= i % 3 + 1;
    imax = v[i] > imax ? v[i] : imax;
    imax2 = v[i] > imax2 ? v[i] : imax2;
    imin = v[i] < imin ? v[i] : imin;
  }
  printf("+: %d  *: %d  max: %d  max from 50: %d  min: %d\n", isum, iprod, imax, imax2, imin);
  printf("double +: %.2f  -: %d\n", dsum, isub);
  return 0;
}
