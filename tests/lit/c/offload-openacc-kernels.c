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
// NO-OFFLOAD: error: --device-kernels=openacc needs --offload and a C input
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
// CHECK-NEXT: #pragma omp parallel for reduction(max:err)
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

#ifdef REFUSED
void refused(int n, double *a) {
  // Not yet: a region that is not one combined parallel loop, an OpenMP
  // construct OpenACC has no counterpart of.
// REFUSED: offload-openacc-kernels.c:[[#@LINE+1]]:1: error: with OpenACC device kernels (--device-kernels=openacc), acc2c makes device kernels only of combined parallel loop constructs whose bodies name no type declared in their function, so far; this 'parallel' construct is not one
#pragma acc parallel copy(a[0:n])
  {
#pragma acc loop
    for (int i = 0; i < n; i++) a[i] += 1;
  }
// REFUSED: offload-openacc-kernels.c:[[#@LINE+1]]:1: error: the OpenMP 'critical' construct in the 'target teams distribute parallel for' construct: not yet with OpenACC device kernels
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
#pragma omp critical
    a[0] += 1;
  }
}
#endif
