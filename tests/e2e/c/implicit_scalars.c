/* Implicit data attributes of scalars (OpenACC 3.3 2.6.2): a scalar used in
   parallel or serial without a clause is firstprivate (the host keeps its
   value); in kernels it is copy (the host gets the new value). */
#include <stdio.h>

int main(void) {
  int p = 1, k = 1, s = 1, r[3] = {0};
#pragma acc parallel num_gangs(1) copyout(r[0:1])
  {
    p = p + 1;
    r[0] = p;
  }
#pragma acc kernels copyout(r[1:1])
  {
    k = k + 1;
    r[1] = k;
  }
#pragma acc serial copyout(r[2:1])
  {
    s = s + 1;
    r[2] = s;
  }
  printf("seen on the device: parallel %d  kernels %d  serial %d\n", r[0], r[1], r[2]);
  printf("host after:         parallel %d  kernels %d  serial %d\n", p, k, s);
  return 0;
}
