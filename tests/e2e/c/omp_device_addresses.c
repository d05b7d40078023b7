/* Device addresses in OpenMP 5.2: is_device_ptr (5.4.7) for memory from
   omp_target_alloc, use_device_addr of a section (5.4.11) inside target
   data, has_device_addr (5.4.9) on a target region nested in it, and a
   target parallel for whose scalars defaultmap(tofrom: scalar) maps (5.8.7):
   a scalar the region writes comes back. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int n = 8, dev = omp_get_default_device();
  double a[8], h[8], s = 2, last = 0;
  for (int i = 0; i < n; i++) a[i] = i;
  double *d = omp_target_alloc(sizeof(double) * n, dev);
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < n; i++) d[i] = 10 * i;
  omp_target_memcpy(h, d, sizeof h, 0, 0, omp_get_initial_device(), dev);
  printf("is_device_ptr: h[7]=%g\n", h[7]);

  double *p = a;
  void *inside = 0;
#pragma omp target data map(tofrom: a[2:4]) use_device_addr(p[2:4])
  {
    inside = &p[2];
#pragma omp target has_device_addr(p[2:4])
    for (int i = 2; i < 6; i++) p[i] += 100;
  }
  printf("use_device_addr: a device address: %d\n", inside != (void *)&a[2]);
  printf("has_device_addr: a[1]=%g a[2]=%g a[5]=%g a[6]=%g\n", a[1], a[2], a[5], a[6]);

#pragma omp target parallel for map(tofrom: a) defaultmap(tofrom: scalar)
  for (int i = 0; i < n; i++) {
    a[i] *= s;
    if (i == n - 1) last = a[i];
  }
  printf("defaultmap(tofrom: scalar): last=%g a[3]=%g\n", last, a[3]);
  omp_target_free(d, dev);
  return 0;
}
