/* atomic write and atomic read (OpenACC 3.3 2.12): one iteration writes the
   flag on the device; a later serial construct reads it atomically. */
#include <stdio.h>

int main(void) {
  int flag = 0, seen = -1;
#pragma acc data copy(flag)
  {
#pragma acc parallel loop
    for (int i = 0; i < 8; i++) {
      if (i == 5) {
#pragma acc atomic write
        flag = i * 10;
      }
    }
    printf("host flag inside the data region: %d\n", flag);
#pragma acc serial copyout(seen)
    {
#pragma acc atomic read
      seen = flag;
    }
  }
  printf("seen = %d  host flag after the data region: %d\n", seen, flag);
  return 0;
}
