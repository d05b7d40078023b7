/* Partial presence (OpenACC 3.3 2.7.3, data clause errors): a[0:4] is on the
   device, the region asks for present(a[0:8]), which overlaps that mapping
   without being inside it; the program stops naming a[0:8]. */
#include <stdio.h>

int main(void) {
  int a[8] = {0};
#pragma acc enter data copyin(a[0:4])
#pragma acc parallel loop present(a[0:8])
  for (int i = 0; i < 8; i++)
    a[i] = 2;
  printf("not reached %d\n", a[0]);
  return 0;
}
