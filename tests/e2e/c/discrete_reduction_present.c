/* A reduction on a combined construct implies copy of its variable (OpenACC
   3.3 2.11, 2.6.2), and copy of present data only counts: with s on the
   device, the result stays in the device's s until update self. */
#include <stdio.h>

int main(void) {
  int v[5] = {1, 2, 3, 4, 5};
  int s = 100;
#pragma acc enter data copyin(s)
#pragma acc parallel loop copyin(v) reduction(+:s)
  for (int i = 0; i < 5; i++)
    s = s + v[i];
  printf("host s after the loop: %d\n", s);
#pragma acc update self(s)
  printf("after update self:     %d\n", s);
#pragma acc exit data delete(s)
  return 0;
}
