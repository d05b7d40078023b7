/* default(present) (OpenACC 3.3 2.5.16, 2.6.2) makes the implicit clause of
   the array a a present clause; a is not on the device, so the region stops
   the program naming a. */
#include <stdio.h>

int main(void) {
  int a[4] = {1, 1, 1, 1};
#pragma acc parallel loop default(present)
  for (int i = 0; i < 4; i++)
    a[i] = 2;
  printf("not reached %d\n", a[0]);
  return 0;
}
