/* `declare deviceptr(c)` in a function (OpenACC 3.3 2.13.2): c holds a
   device address for the rest of the function, so a compute region there
   uses it as it is, without looking it up in the present table. */
#include <openacc.h>
#include <stdio.h>

static void add_one(double *c, int n) {
#pragma acc declare deviceptr(c)
#pragma acc parallel loop
  for (int i = 0; i < n; ++i) c[i] += 1;
}

int main(void) {
  double x[4] = {1, 2, 3, 4};
#pragma acc data copy(x)
  {
    add_one(acc_deviceptr(x), 4);
    printf("host copy inside: %g\n", x[0]);
  }
  printf("after: %g %g\n", x[0], x[3]);
  return 0;
}
