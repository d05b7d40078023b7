/* NVIDIA's extensions of openacc.h, acc_get_memory and acc_get_free_memory:
   the current device's memory and what of it is free, in bytes, as
   acc_get_property reports them (the Fortran side: accel_lib.f90). */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  size_t total = acc_get_memory(), free_before = acc_get_free_memory();
  acc_device_t t = acc_get_device_type();
  printf("total memory reported: %d\n", total > 0);
  printf("free within total: %d\n", free_before > 0 && free_before <= total);
  printf("same as acc_get_property: %d\n",
         total == acc_get_property(acc_get_device_num(t), t, acc_property_memory));
  size_t n = 4u << 20;
  float *a = malloc(n * sizeof *a);
  for (size_t i = 0; i < n; ++i) a[i] = 1;
#pragma acc enter data copyin(a[0:n])
  printf("less free with 16 MiB mapped: %d\n", acc_get_free_memory() < free_before);
#pragma acc exit data delete(a[0:n])
  free(a);
  return 0;
}
