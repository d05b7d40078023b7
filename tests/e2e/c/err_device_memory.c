/* Data that does not fit in the device's memory (16 GiB, the host backend's
   default capacity): a runtime error naming the data and the line, with what
   the device has free, before any byte is copied. */
#include <stdlib.h>

int main(void) {
  double *a = malloc(sizeof(double));
  /* 24 GB: never read, the mapping fails first. */
#pragma acc enter data copyin(a[0:3000000000])
  free(a);
  return 0;
}
