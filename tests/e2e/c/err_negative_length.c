/* A section whose length is negative at run time (OpenACC 3.3 2.7.1: the
   length must be non-negative; here m = -2 comes from a computation): the
   runtime stops with an error naming the section and its line, and maps
   nothing (a length near 2^64 must not reach the allocator). */
#include <stdio.h>

static int count(int first, int last) { return last - first; }

int main(void) {
  double a[8] = {0};
  int m = count(5, 3);
  printf("m = %d\n", m);
#pragma acc enter data copyin(a[0:m])
  printf("not reached\n");
  return 0;
}
