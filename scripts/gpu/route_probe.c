/* The device-kernel route of docs/gpu.md, in C: data placed by the acc2c
 * shim's cuda backend (cudart's primary context), used by a GCC
 * nvptx-offloaded OpenMP kernel through is_device_ptr. */
#include <openacc.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 1 << 22;
  double *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++) a[i] = i;
  printf("shim device type nvidia: %d\n", acc_get_device_type() == acc_device_nvidia);
  double *d = acc_copyin(a, n * sizeof *a);
  printf("present: %d, separate: %d\n", acc_is_present(a, n * sizeof *a), d != a);
  int initial = -1;
  #pragma omp target teams distribute parallel for is_device_ptr(d) map(from: initial)
  for (int i = 0; i < n; i++) {
    d[i] = 2 * d[i] + 1;
    if (i == 0) initial = omp_is_initial_device();
  }
  acc_copyout(a, n * sizeof *a);
  long bad = 0;
  for (int i = 0; i < n; i++) bad += a[i] != 2.0 * i + 1;
  printf("kernel ran on initial device: %d\nwrong elements: %ld of %d\n", initial, bad, n);
  return bad != 0;
}
