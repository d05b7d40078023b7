/* update self of data that left the device, without if_present, is a
   runtime error (OpenACC 3.3 2.14.4): after exit data delete(a) the update
   of the section a[1:3] stops the program naming a[1:3]. */
#include <stdio.h>

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
  for (int i = 0; i < 5; i++)
    a[i] = 0;
#pragma acc exit data delete(a)
#pragma acc update self(a[1:3])
  printf("not reached %d\n", a[1]);
  return 0;
}
