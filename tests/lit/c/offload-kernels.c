// RUN: %acc2c --emit=source --offload=nvptx-none %s | FileCheck %s
// RUN: %acc2c --emit=source %s | FileCheck --check-prefix=HOST %s
//
// Device kernels (docs/gpu.md): every region function also runs its body as
// an OpenMP target construct on the device addresses the shim gave it.
// - A region of one loop marked parallel (a combined construct, or a body
//   that is one loop construct) is one teams kernel; its threads
//   share the whole collapsed nest; a scalar it reduces crosses on the host,
//   from its device copy and back, through the shim.
// - Any other region is one target construct around the whole body, scalars'
//   loads and stores included; its if clause decides with the region's.
// - Device versions of routines are declare target; a declared global they
//   read is found through a pointer the shim sets before every region.
// Without --offload nothing of this appears.
// HOST-NOT: {{^#pragma omp target}}
// HOST-NOT: {{^[^/]*acc2c_kernel}}
#include <math.h>
#pragma acc routine seq
static double scale(double x);
double factor[2] = {2.0, 3.0};
#pragma acc declare copyin(factor)

// CHECK: {{^ *}}#pragma omp declare target
// CHECK-NEXT: {{^ *}}static __typeof__(factor) *acc2c_dg_factor;
// CHECK-NEXT: {{^ *}}#pragma omp end declare target
// CHECK-NEXT: {{^ *}}#pragma omp declare target
// CHECK-NEXT: {{^ *}}#line [[#@LINE+2]]
// CHECK-NEXT: {{^ *}}__attribute__((__unused__)) static double acc2c_device_scale(double x) { return (*acc2c_dg_factor)[0] * x; }
static double scale(double x) { return factor[0] * x; }
// CHECK-NEXT: {{^ *}}#pragma omp end declare target

double f(double *restrict a, const double *restrict b, int n, int on) {
  double err = 0.0, sum = 0.0;
  // CHECK: {{^ *}}static void acc2c_region_[[#@LINE+10]](int n, double *restrict a, const double *restrict b, double *acc2c_err) {
  // CHECK-NEXT: {{^ *}}double acc2c_dv_err;
  // CHECK-NEXT: {{^ *}}acc2c_kernel_load(&acc2c_dv_err, acc2c_err, sizeof(acc2c_dv_err));
  // CHECK-NEXT: {{^ *}}double err = acc2c_dv_err;
  // CHECK-NEXT: {{^ *}}#line
  // CHECK-NEXT: {{^ *}}#pragma omp target teams distribute parallel for simd collapse(2) reduction(max:err) is_device_ptr(a, b) map(tofrom: err) if(target: acc2c_kernel_on_gpu(ACC2C_REGION_DEVICE))
  // CHECK: {{^ *}}a[i * n + j] = acc2c_device_scale(b[i * n + j]);
  // CHECK: {{^ *}}acc2c_dv_err = err;
  // CHECK-NEXT: {{^ *}}acc2c_kernel_store(acc2c_err, &acc2c_dv_err, sizeof(acc2c_dv_err));
  // CHECK-NEXT: {{^ *}}} /* acc2c_region_
#pragma acc parallel loop collapse(2) reduction(max:err) copy(a[0:n*n]) copyin(b[0:n*n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      a[i * n + j] = scale(b[i * n + j]);
      err = fmax(err, fabs(a[i * n + j]));
    }
  // CHECK: {{^ *}}static void acc2c_region_[[#@LINE+7]](double *restrict a, int n, double *acc2c_sum, int acc2c_on_device) {
  // CHECK-NEXT: {{^ *}}#pragma omp target is_device_ptr(a, acc2c_sum) if(target: acc2c_kernel_on_gpu(acc2c_on_device))
  // CHECK-NEXT: {{^ *}}{
  // CHECK-NEXT: {{^ *}}double sum = *acc2c_sum;
  // CHECK: {{^ *}}#pragma omp parallel for simd reduction(+:sum)
  // CHECK: {{^ *}}*acc2c_sum = sum;
  // CHECK-NEXT: {{^ *}}}
#pragma acc parallel copy(sum) copyin(a[0:n*n]) if(on)
  {
    double first = a[0];
#pragma acc loop reduction(+:sum)
    for (int i = 0; i < n * n; ++i) sum += a[i] - first;
  }
  return err + sum;
}
// A body that is one loop construct, braced or not, is the combined
// construct's teams kernel: the loop's directive becomes the kernel's.
void g(double *restrict a, int n, double *total) {
  double t = 0.0;
  // `n`, which the region only reads, comes as a value (the kernel's
  // firstprivate): acc2c_region_value read it where the region starts.
  // CHECK: {{^ *}}static void acc2c_region_[[#@LINE+5]](int n, double *restrict a) {
  // CHECK-NOT:  {{^ *}}#pragma omp target{{$| }}
  // CHECK:      {{^ *}}#pragma omp target teams distribute parallel for simd is_device_ptr(a) if(target: acc2c_kernel_on_gpu(ACC2C_REGION_DEVICE)) /* acc2c: #pragma acc loop independent */
  // CHECK-NOT:  acc2c_kernel_store
  // CHECK:      {{^ *}}} /* acc2c_region_
#pragma acc kernels copyout(a[0:n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; ++i) a[i] = 2.0 * i;
  }
  // CHECK: {{^ *}}static void acc2c_region_[[#@LINE+5]](int n, double *acc2c_t, double *restrict a) {
  // CHECK-NOT:  {{^ *}}#pragma omp target{{$| }}
  // CHECK:      {{^ *}}#pragma omp target teams distribute parallel for simd reduction(+:t) is_device_ptr(a) map(tofrom: t) if(target: acc2c_kernel_on_gpu(ACC2C_REGION_DEVICE)) /* acc2c: #pragma acc loop gang reduction(+:t) */
  // CHECK:      {{^ *}}acc2c_kernel_store(acc2c_t, &acc2c_dv_t, sizeof(acc2c_dv_t));
  // CHECK-NEXT: {{^ *}}} /* acc2c_region_
#pragma acc parallel copy(t) copyin(a[0:n])
#pragma acc loop gang reduction(+:t)
  for (int i = 0; i < n; ++i) t += a[i];
  *total = t;
}
// A teams kernel's loop is also simd (gcc's nvptx threads are warps, the
// simd lanes their threads) when what it holds is allowed in a simd region:
// atomics yes, a critical construct no.
void h(int *bins, int n) {
  int highest = -1;
  // CHECK: {{^ *}}#pragma omp target teams distribute parallel for simd is_device_ptr(bins) if(target: acc2c_kernel_on_gpu(ACC2C_REGION_DEVICE))
#pragma acc parallel loop copy(bins[0:4])
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    bins[i % 4] += 1;
  }
  // CHECK: {{^ *}}#pragma omp target teams distribute parallel for is_device_ptr(bins) map(tofrom: highest) if(target: acc2c_kernel_on_gpu(ACC2C_REGION_DEVICE))
#pragma omp target teams distribute parallel for map(tofrom: bins[0:4], highest)
  for (int i = 0; i < n; i++) {
#pragma omp atomic update
    bins[i % 4] += 1;
#pragma omp critical
    {
      if (i > highest) highest = i;
    }
  }
}
// The shim runs the pointers' update before every region, in any file.
// CHECK-LABEL: {{^ *}}static void acc2c_device_globals(void) {
// CHECK-NEXT: {{^ *}}void *acc2c_d;
// CHECK-NEXT: {{^ *}}acc2c_d = acc2c_region_data(&(factor), sizeof(factor), ACC2C_REGION_IF_PRESENT, acc2c_source([[#]]));
// CHECK-NEXT: {{^ *}}if ((void *)acc2c_dg_factor != acc2c_d) {
// CHECK-NEXT: {{^ *}}acc2c_dg_factor = (__typeof__(acc2c_dg_factor))acc2c_d;
// CHECK-NEXT: {{^ *}}#pragma omp target update to(acc2c_dg_factor) if(acc2c_kernel_on_gpu(ACC2C_REGION_DEVICE))
// CHECK: {{^ *}}__attribute__((__constructor__)) static void acc2c_device_globals_hook(void) {
// CHECK-NEXT: {{^ *}}acc2c_kernel_globals(acc2c_device_globals);
