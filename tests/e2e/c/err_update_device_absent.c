/* update device of data that is not on the device, without if_present, is
   a runtime error (OpenACC 3.3 2.14.4): the program stops naming a. */
#include <stdio.h>

int main(void) {
  int a[4] = {1, 1, 1, 1};
#pragma acc update device(a)
  printf("not reached %d\n", a[0]);
  return 0;
}
