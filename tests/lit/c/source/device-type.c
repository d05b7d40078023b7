// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// device_type (OpenACC 3.3 2.4): the translation runs regions on host
// threads, so the clauses after device_type(host) (or multicore, NVIDIA's
// name for host threads) apply, replacing the same clauses written before
// any device_type; those of other device types do not; device_type(*)
// applies when no group names the host.

// CHECK:      {{^}}static void acc2c_region_[[#@LINE+7]](
// CHECK:      {{^}}#line
// CHECK-NEXT: {{^}}#pragma omp parallel for collapse(2){{$}}
// CHECK:      {{^}}static void acc2c_region_[[#@LINE+12]](
// CHECK-NOT:  #pragma omp parallel for
// CHECK:      {{^}}} /* acc2c_region_[[#@LINE+10]] */
void f(int n, double a[n][n]) {
#pragma acc parallel loop copy(a[0:n][0:n]) collapse(1) device_type(nvidia) collapse(1) \
    device_type(host) collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[i][j] += 1;
  // Another device type's async: the construct is synchronous here.
  // CHECK: {{^}}/* acc2c: #pragma acc parallel loop copy(a[0:n][0:n]) device_type(nvidia) async(1) device_type(*) seq */
  // CHECK: acc2c_region_begin("parallel loop", ACC2C_ASYNC_SYNC,
#pragma acc parallel loop copy(a[0:n][0:n]) device_type(nvidia) async(1) device_type(*) seq
  for (int i = 0; i < n; ++i)
    a[i][0] = i;
}
