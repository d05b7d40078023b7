/* `requires unified_address`: device memory from omp_target_alloc reached
   through a pointer without is_device_ptr (acc2c: the directive holds
   without gcc, which refuses it). */
#include <omp.h>
#include <stdio.h>
#pragma omp requires unified_address
int main(void) {
  int dev = omp_get_default_device();
  int n = 1000;
  double *a = omp_target_alloc(n * sizeof(double), dev);
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) a[i] = i;
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+:s) is_device_ptr(a)
  for (int i = 0; i < n; ++i) s += a[i];
  printf("%.1f\n", s);
  omp_target_free(a, dev);
  return 0;
}
