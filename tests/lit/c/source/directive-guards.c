// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// Lines between a compute directive and its body (the #endif of an #ifdef
// _OPENACC around the directive, a comment) stay where they are: the
// directive becomes its comment in place, the call block replaces the body,
// and the region function takes the body alone. The #endif went into the
// region function with the body: '#endif without #if'. The output defines
// _OPENACC as the translation saw it, so the #ifdef keeps the directive's
// comment (and any other OpenACC-only code) wherever it is compiled.
// CHECK:      {{^}}#include <acc2c_runtime.h>
// CHECK-NEXT: {{^}}#ifndef _OPENACC
// CHECK-NEXT: {{^}}#define _OPENACC 202211
// CHECK-NEXT: {{^}}#endif
void f(int n, double *a) {
// CHECK:      {{^}}static void acc2c_region_[[#@LINE+13]](int n, double *a) {
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}#line [[#@LINE+13]] "{{.*}}directive-guards.c"
// CHECK-NEXT: {{^}}  for (int i = 0; i < n; i++) a[i] *= 2;
// CHECK-NEXT: {{^}}} /* acc2c_region_[[#@LINE+9]] */

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
}
