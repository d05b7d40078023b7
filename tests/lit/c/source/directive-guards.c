// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s --check-prefix=REGION
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// Lines between a compute directive and its body (the #endif of an #ifdef
// _OPENACC around the directive, a comment) stay where they are: the
// directive becomes its comment in place, the call block replaces the body,
// and the region function takes the body alone. The #endif went into the
// region function with the body: '#endif without #if'. The output defines
// _OPENACC as the translation saw it, so the #ifdef keeps the directive's
// comment (and any other OpenACC-only code) wherever it is compiled.
// REGION checks the region function, named after the directive's line PAR:
// it takes the body alone and comes before f.
// CHECK:      {{^}}#include <acc2c_runtime.h>
// CHECK-NEXT: {{^}}#ifndef _OPENACC
// CHECK-NEXT: {{^}}#define _OPENACC 202211
// CHECK-NEXT: {{^}}#endif
void f(int n, double *a) {
  // CHECK:      {{^}}#ifdef _OPENACC
  // CHECK-NEXT: {{^}}/* acc2c: #pragma acc parallel loop copy(a[0:n]) */
  // CHECK-NEXT: {{^}}#endif
  // CHECK-NEXT: {{^  $}}
  // CHECK-NEXT: {{^}}{
  // CHECK:      {{^ *}}acc2c_region_[[#@LINE+2]](n, acc2c_region_pointer(
#ifdef _OPENACC
#pragma acc parallel loop copy(a[0:n])
#endif
  for (int i = 0; i < n; i++) a[i] *= 2;
  // REGION:      {{^}}static void acc2c_region_[[#PAR:@LINE-3]](int n, double *a) {
  // REGION-NEXT: {{^}}#pragma omp parallel for{{$}}
  // REGION-NEXT: {{^}}#line [[#PAR+2]] "{{.*}}directive-guards.c"
  // REGION-NEXT: {{^}}  for (int i = 0; i < n; i++) a[i] *= 2;
  // REGION-NEXT: {{^}}} /* acc2c_region_[[#PAR]] */
  // REGION:      {{^}}void f(int n, double *a) {
}
