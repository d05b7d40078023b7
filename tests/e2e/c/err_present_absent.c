/* A present clause on a compute construct for data that is not on the
   device is a runtime error (OpenACC 3.3 2.7.5): the program stops naming
   the variable and the directive's line. */
#include <stdio.h>

int main(void) {
  int a[4] = {1, 1, 1, 1};
#pragma acc parallel loop present(a)
  for (int i = 0; i < 4; i++)
    a[i] = 2;
  printf("not reached %d\n", a[0]);
  return 0;
}
