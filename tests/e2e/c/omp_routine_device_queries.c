/* omp_is_initial_device() and omp_get_device_num() in a function a region
   calls (declare target, OpenMP 5.2 18.7.5 and 18.7.6; an OpenACC routine
   too): its device version runs on the device, which is not the initial
   device and is device 0 of the one the shim provides
   (omp_get_num_devices() = 1, so the initial device is 1); called from
   the host the function answers for the host: 1 and 1. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
int where(void) { return omp_is_initial_device() * 10 + omp_get_device_num(); }
#pragma omp end declare target

#pragma acc routine seq
static int initial(void) { return omp_is_initial_device(); }

int main(void) {
  int d[4] = {-1, -1, -1, -1}, a[4] = {-1, -1, -1, -1};
#pragma omp target teams distribute parallel for map(from : d)
  for (int i = 0; i < 4; i++) d[i] = where();
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 4; i++) a[i] = initial();
  printf("target: %d %d, acc: %d %d\n", d[0], d[3], a[0], a[3]);
  printf("host: %d %d, initial device %d\n", where(), initial(), omp_get_initial_device());
  return 0;
}
