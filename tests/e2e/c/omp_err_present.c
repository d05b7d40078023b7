/* The present map-type modifier (OpenMP 5.2 5.8.3): map(present, to: a)
   for data that is not on the device is a runtime error; the program stops
   naming a and the directive's line. */
#include <stdio.h>

int main(void) {
  int a[4] = {1, 1, 1, 1};
#pragma omp target map(present, to: a)
  for (int i = 0; i < 4; i++)
    a[i] = 2;
  printf("not reached %d\n", a[0]);
  return 0;
}
