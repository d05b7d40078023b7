// RUN: %acc2c --emit=source --offload=nvptx-none --device-kernels=openacc %s | FileCheck %s
// RUN: not %acc2c --emit=source --offload=nvptx-none --device-kernels=openacc %s -DREFUSED 2>&1 | FileCheck --check-prefix=REFUSED %s
// RUN: not %acc2c --emit=source --device-kernels=openacc %s 2>&1 | FileCheck --check-prefix=NO-OFFLOAD %s
//
// OpenACC device kernels (docs/gpu.md, "OpenACC kernels"): one output, two
// compilations. Where ACC2C_DEVICE_KERNELS is defined (the kernels' own,
// gcc -fopenacc) each region function is an external kernel whose loop is
// gcc's OpenACC `parallel loop` on the shim's device addresses (deviceptr)
// and the reduced scalar's host image (copy); without it, the region
// function calls that kernel where the region runs on the GPU and otherwise
// runs the loop on host threads, as without --offload.
// NO-OFFLOAD: error: --device-kernels=openacc needs --offload{{$}}
#include <math.h>

double norm(int n, double *restrict a, const double *restrict b) {
  double err = 0;
// CHECK: void [[KERNEL:acc2c_kernel_[0-9a-f]+_]][[#@LINE+22]](int n, double *restrict a, const double *restrict b, double *acc2c_err);
// CHECK-NEXT: #ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: static void acc2c_region_[[#@LINE+20]](int n, double *restrict a, const double *restrict b, double *acc2c_err) { [[KERNEL]][[#@LINE+20]](n, a, b, acc2c_err); }
// CHECK-NEXT: void [[KERNEL]][[#@LINE+19]](int n, double *restrict a, const double *restrict b, double *acc2c_err) {
// CHECK-NEXT: #else
// CHECK-NEXT: static void acc2c_region_[[#@LINE+17]](int n, double *restrict a, const double *restrict b, double *acc2c_err) {
// CHECK-NEXT:   if (acc2c_kernel_launch(ACC2C_REGION_DEVICE)) {
// CHECK-NEXT:     [[KERNEL]][[#@LINE+15]](n, a, b, acc2c_err);
// CHECK-NEXT:     return;
// CHECK-NEXT:   }
// CHECK-NEXT: #endif
// CHECK-NEXT:   double acc2c_dv_err;
// CHECK-NEXT:   acc2c_kernel_load(&acc2c_dv_err, acc2c_err, sizeof(acc2c_dv_err));
// CHECK-NEXT:   double err = acc2c_dv_err;
// CHECK-NEXT: #ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: #pragma acc parallel loop gang vector collapse(2) reduction(max:err) deviceptr(a, b) copy(err)
// CHECK-NEXT: #else
// CHECK-NEXT: #pragma omp parallel for simd reduction(max:err)
// CHECK-NEXT: #endif
// CHECK:        acc2c_dv_err = err;
// CHECK-NEXT:   acc2c_kernel_store(acc2c_err, &acc2c_dv_err, sizeof(acc2c_dv_err));
// CHECK-NEXT: } /* acc2c_region_[[#@LINE+1]] */
#pragma acc parallel loop collapse(2) copy(a[0:n * n]) copyin(b[0:n * n]) reduction(max:err)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a[i * n + j] = 0.5 * (a[i * n + j] + b[i * n + j]);
      err = fmax(err, fabs(a[i * n + j] - b[i * n + j]));
    }
  return err;
}

// An atomic in a kernel: gcc's OpenACC atomic there, OpenMP's on host
// threads; the user's lines resume at their numbers.
void count(int n, int *hits) {
#pragma acc parallel loop copy(hits[0:4])
  for (int i = 0; i < n; i++) {
// CHECK: #pragma acc parallel loop gang vector deviceptr(hits)
// CHECK: {{^}}#pragma acc atomic{{$}}
// CHECK-NEXT: #else
// CHECK-NEXT: #pragma omp atomic /* acc2c: #pragma acc atomic update */
// CHECK-NEXT: #endif
// CHECK-NEXT: #line [[#@LINE+3]]
// CHECK-NEXT: {{^ *}}hits[i % 4] += 1;
#pragma acc atomic update
    hits[i % 4] += 1;
  }
}

// A region whose body is one loop construct is the combined construct: the
// loop's directive becomes the kernel's.
void kernel_loop(int n, double *a) {
// CHECK: void [[KERNEL2:acc2c_kernel_[0-9a-f]+_]][[#@LINE+10]](int n, double *a) {
// CHECK: #ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: #pragma acc parallel loop gang vector deviceptr(a)
// CHECK-NEXT: #else
// CHECK-NEXT: #pragma omp parallel for /* acc2c: #pragma acc loop */
// CHECK-NEXT: #endif
// CHECK-NEXT: #line [[#@LINE+7]]
// CHECK-NEXT: {{^ *}}for (int i = 0; i < n; i++) a[i] += 1;
// CHECK-NEXT: {{^ *}}}
// CHECK:      } /* acc2c_region_[[#@LINE+1]] */
#pragma acc parallel copy(a[0:n])
  {
#pragma acc loop
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}

// Any other region is one gang: its whole body, the scalar's load and
// store included, in gcc's `parallel num_gangs(1)`, and its parallel loops
// the gang's workers and vectors.
double one_gang(int n, double *a) {
  double s = 0;
// CHECK: void [[KERNEL3:acc2c_kernel_[0-9a-f]+_]][[#@LINE+18]](double *a, int n, double *acc2c_s) {
// CHECK: #endif
// CHECK-NEXT: #ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: #pragma acc parallel num_gangs(1) deviceptr(a, acc2c_s)
// CHECK-NEXT: #endif
// CHECK-NEXT: {
// CHECK-NEXT:   double s = *acc2c_s;
// CHECK:      {{^ *}}a[0] = 2;
// CHECK-NEXT: #ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: #pragma acc loop worker vector reduction(+:s)
// CHECK-NEXT: #else
// CHECK-NEXT: #pragma omp parallel for simd reduction(+:s) /* acc2c: #pragma acc loop reduction(+:s) */
// CHECK-NEXT: #endif
// CHECK-NEXT: #line [[#@LINE+9]]
// CHECK-NEXT: {{^ *}}for (int i = 0; i < n; i++) s += a[i];
// CHECK:        *acc2c_s = s;
// CHECK-NEXT: }
// CHECK-NEXT: } /* acc2c_region_[[#@LINE+1]] */
#pragma acc parallel copy(a[0:n]) copy(s)
  {
    a[0] = 2;
#pragma acc loop reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i];
  }
  return s;
}

// A routine's device version is gcc's `acc routine seq` in the kernels'
// compilation (on a prototype: gcc 12 refuses it on a declaration with
// attributes); a declared global it reads is a pointer of each
// compilation's own, which the kernels' compilation declares for the
// device and sets there, through a routine, when the shim's device copy
// moves (gcc 12's acc update does not reach the copy routines read).
double scale;
#pragma acc declare create(scale)

// CHECK:      {{^}}static __typeof__(scale) *acc2c_dg_scale;
// CHECK-NEXT: {{^}}#ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: {{^}}#pragma acc declare create(acc2c_dg_scale)
// CHECK-NEXT: {{^}}#pragma acc routine seq
// CHECK-NEXT: {{^}}static void acc2c_dgset_scale(void *p) { acc2c_dg_scale = (__typeof__(acc2c_dg_scale))p; }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: {{^}}#pragma acc routine seq
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}static double acc2c_device_scaled(double);
// CHECK-NEXT: {{^}}#line [[#@LINE+13]]
// CHECK-NEXT: {{^}}__attribute__((__unused__)) static double acc2c_device_scaled(double x) {
// CHECK:      {{^}}#ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: {{^}}#pragma acc atomic read
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}#pragma omp atomic read /* acc2c: #pragma acc atomic read */
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#line [[#@LINE+9]]
// CHECK-NEXT: {{^ *}}y = (*acc2c_dg_scale);
// CHECK: {{^}}void acc2c_kernel_{{[0-9a-f]+}}_[[#@LINE+12]]
// CHECK: {{^}}#pragma acc parallel loop gang vector deviceptr(a)
// CHECK: a[i] = acc2c_device_scaled(a[i]);
#pragma acc routine seq
static double scaled(double x) {
  double y;
#pragma acc atomic read
  y = scale;
  return x * y;
}

void apply(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = scaled(a[i]);
}

// A firstprivate scalar the loop assigns is the host threads' own copy:
// in the kernel it is private to each thread and starts each iteration from
// the gang's copy.
void rows(int n, double *a, double *sums) {
  double t = 1;
// CHECK:      {{^}}const double acc2c_fp_t = t;
// CHECK-NEXT: {{^}}#pragma acc parallel loop gang vector private(t) deviceptr(a, sums)
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}#pragma omp parallel for firstprivate(t)
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#line [[#@LINE+7]]
// CHECK-NEXT: {{^}}  for (int i = 0; i < n; i++) {
// CHECK-NEXT: {{^}}#ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: {{^}}t = acc2c_fp_t;
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#line [[#@LINE+2]]
#pragma acc parallel loop copyin(a[0:n]) copyout(sums[0:n])
  for (int i = 0; i < n; i++) {
    t = 2 * a[i];
    sums[i] = t + 1;
  }
}

#ifdef REFUSED
void refused(int n, double *a) {
  // Not yet: an OpenMP construct OpenACC has no counterpart of, a loop gcc
  // 12's OpenACC does not take, a region function nested in its function.
// REFUSED: offload-openacc-kernels.c:[[#@LINE+1]]:1: error: the OpenMP 'critical' construct in the 'target teams distribute parallel for' construct: not yet with OpenACC device kernels
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
#pragma omp critical
    a[0] += 1;
  }
// REFUSED: offload-openacc-kernels.c:[[#@LINE+1]]:1: error: a loop whose condition is not a comparison by <, <=, > or >= in the 'parallel loop' construct: not yet with OpenACC device kernels
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i != n; i++) a[i] = 0;
  typedef struct { double x; } point;
  point p = {1};
// REFUSED: offload-openacc-kernels.c:[[#@LINE+1]]:1: error: with OpenACC device kernels (--device-kernels=openacc), acc2c makes device kernels only of compute constructs whose bodies name no type declared in their function, so far; this 'parallel loop' construct's does
#pragma acc parallel loop copy(a[0:n]) firstprivate(p)
  for (int i = 0; i < n; i++) a[i] = p.x;
}
#endif

// At the end of the file: the hook that runs before every region.
// CHECK:      {{^ *}}acc2c_dg_scale = (__typeof__(acc2c_dg_scale))acc2c_d;
// CHECK-NEXT: {{^}}#ifdef ACC2C_DEVICE_KERNELS
// CHECK-NEXT: {{^ *}}if (acc2c_kernel_launch(ACC2C_REGION_DEVICE)) {
// CHECK-NEXT: {{^}}#pragma acc serial
// CHECK-NEXT: {{^ *}}acc2c_dgset_scale(acc2c_d);
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: {{^}}#endif
