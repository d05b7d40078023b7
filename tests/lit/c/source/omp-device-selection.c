// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// Which device a target construct runs on (OpenMP 5.2 13.2, 13.8): its
// device(n) clause joins its if clause, through acc2c_omp_device (1 for
// acc2c's device 0, 0 for the host, the initial device, where the maps do
// nothing and the body sees the host's data; another number is an error).
// The clause was ignored: device(omp_get_initial_device()) ran on the
// device. A body that asks where it runs (omp_is_initial_device,
// omp_get_device_num) gets the region's answer: the region function takes
// acc2c_on_device (the host's routines answered 1 inside every region).
#include <omp.h>

void f(int *a, int *where, int dev) {
// CHECK:      {{^}}static void acc2c_region_[[#@LINE+6]](int *a, int *where, int acc2c_on_device) {
// CHECK:      {{^ *}}where[0] = (!acc2c_on_device);
// CHECK-NEXT: {{^ *}}where[1] = (acc2c_on_device ? ACC2C_OMP_DEVICE : ACC2C_OMP_INITIAL_DEVICE);
// CHECK:      {{^}}/* acc2c: #pragma omp target device(dev) map(tofrom: a[0:1], where[0:2]) */
// CHECK:      {{^ *}}int acc2c_on_device = (acc2c_omp_device((int)(dev), acc2c_source({{[0-9]+}}))) ? 1 : 0;
// CHECK:      {{^ *}}acc2c_region_[[#@LINE+1]]({{.*}}, acc2c_on_device);
#pragma omp target device(dev) map(tofrom: a[0:1], where[0:2])
  {
    a[0] += 1;
    where[0] = omp_is_initial_device();
    where[1] = omp_get_device_num();
  }
// CHECK:      {{^}}/* acc2c: #pragma omp target enter data map(to: a[0:1]) device(dev) */
// CHECK-NEXT: {{^}}{
// CHECK:      {{^ *}}if (acc2c_omp_device((int)(dev), acc2c_source({{[0-9]+}}))) {
#pragma omp target enter data map(to: a[0:1]) device(dev)
}

// omp_get_thread_limit() answers the region's thread limit (OpenMP 5.2
// 18.2.13): its thread_limit clause, evaluated by the call where the region
// starts, or the host thread's with none (0). The host loop's threads are
// capped by the same clause.
// CHECK:      {{^}}static void acc2c_region_[[#@LINE+8]](int n, int *lim, int acc2c_num_threads, int acc2c_thread_limit_icv) {
// CHECK:      {{^}}#pragma omp parallel for num_threads(acc2c_num_threads)
// CHECK:      {{^ *}}lim[i] = (acc2c_thread_limit_icv);
// CHECK:      {{^}}static void acc2c_region_[[#@LINE+8]](int *lim, int acc2c_thread_limit_icv) {
// CHECK:      {{^ *}}lim[0] = (acc2c_thread_limit_icv);
// CHECK:      {{^ *}}acc2c_region_[[#@LINE+3]]({{.*}}, acc2c_region_threads(0, (int)(tl + 1)), acc2c_region_thread_limit((int)(tl + 1)));
// CHECK:      {{^ *}}acc2c_region_[[#@LINE+5]]({{.*}}, acc2c_region_thread_limit(0));
void g(int *lim, int n, int tl) {
#pragma omp target teams distribute parallel for thread_limit(tl + 1) map(from: lim[0:n])
  for (int i = 0; i < n; i++)
    lim[i] = omp_get_thread_limit();
#pragma omp target map(from: lim[0:1])
  lim[0] = omp_get_thread_limit();
}
