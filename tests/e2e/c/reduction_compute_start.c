/* A reduction clause on a compute construct (OpenACC 3.3 2.5.15): the gang's
   private copy starts from the operator's identity, and is combined with the
   original variable when the region ends. A body that reads the variable
   before any loop sees the identity, not the host's value. */
#include <stdio.h>

int main(void) {
  int host = 3, device = host, s = 5, p = 2, x = 6;
  double v[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma acc serial reduction(+:device) reduction(^:x)
  {
    for (int k = 0; k < 4; ++k) device += device; /* 0 stays 0 */
    x ^= 5;
    x ^= x; /* the copy ends at 0 */
  }
#pragma acc parallel reduction(+:s) reduction(*:p) copyin(v)
  {
#pragma acc loop reduction(+:s) reduction(*:p)
    for (int i = 0; i < 8; i++) {
      s += (int)v[i];
      p *= 2;
    }
  }
  printf("device %d, x %d, s %d, p %d\n", device, x, s, p);
  return 0;
}
