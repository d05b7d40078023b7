/* Which device a target construct runs on, and what its body sees (OpenMP
   5.2 13.2, 13.8, 18.7): on the default device (device 0) the body is not on
   the initial device (omp_is_initial_device() = 0)
   and a map(to:) item it writes is not copied back; under if(target: 0) or
   device(omp_get_initial_device()) it runs on the host (the initial device)
   with the host's data, so the same write is seen. Also
   omp_target_memcpy_rect (18.8.6): a 2x3 block of a 4x5 host array into a
   device array, and back. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int initial = -1;
#pragma omp target map(from: initial)
  initial = omp_is_initial_device();
  printf("default device: initial = %d\n", initial);
  printf("host: initial = %d  device num = %d (the initial device is %d)\n",
         omp_is_initial_device(), omp_get_device_num() == omp_get_initial_device(),
         omp_get_initial_device() == omp_get_num_devices());

  int a[1] = {1};
#pragma omp target map(to: a) map(from: initial)
  {
    a[0] = 100;
    initial = omp_is_initial_device();
  }
  printf("device 0: a[0] = %d  initial = %d\n", a[0], initial);
  int off = 0;
#pragma omp target if(target: off) map(to: a) map(tofrom: initial)
  {
    a[0] = 200;
    initial = omp_is_initial_device();
  }
  printf("if(target: 0): a[0] = %d  initial = %d\n", a[0], initial);
#pragma omp target device(omp_get_initial_device()) map(to: a) map(tofrom: initial)
  {
    a[0] = 300;
    initial = omp_is_initial_device();
  }
  printf("device(initial): a[0] = %d  initial = %d\n", a[0], initial);

  double host[4][5], back[4][5] = {{0}};
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) host[i][j] = 10 * i + j;
  int dev = omp_get_default_device(), hostdev = omp_get_initial_device();
  double *d = omp_target_alloc(6 * sizeof(double), dev);
  size_t volume[2] = {2, 3}, zero[2] = {0, 0}, from[2] = {1, 2}, to[2] = {2, 1};
  size_t hostDims[2] = {4, 5}, devDims[2] = {2, 3};
  int rc1 = omp_target_memcpy_rect(d, host, sizeof(double), 2, volume, zero, from, devDims,
                                   hostDims, dev, hostdev);
  int rc2 = omp_target_memcpy_rect(back, d, sizeof(double), 2, volume, to, zero, hostDims,
                                   devDims, hostdev, dev);
  printf("memcpy_rect: rc = %d %d  back[2][1..3] = %g %g %g  back[3][1..3] = %g %g %g  "
         "back[0][0] = %g\n",
         rc1, rc2, back[2][1], back[2][2], back[2][3], back[3][1], back[3][2], back[3][3],
         back[0][0]);
  omp_target_free(d, dev);
  return 0;
}
