// RUN: %acc2c --emit=source %s -I %S/Inputs | FileCheck %s
//
// A construct in the body of a function defined in a header (a static
// inline kernel, as PRK's stencil_openacc.h has): acc2c puts the header's
// text in place of its #include, under #line markers that keep its name
// and numbers, and translates it with the file (docs/architecture.md,
// "Included files"); the #include stays as a comment. Its source records
// name the header.
//
// CHECK:      {"v[0:n]", "{{.*}}Inputs/inline-kernel.h", 3},
// CHECK:      {{^}}#line 1 "{{.*}}Inputs/inline-kernel.h"{{$}}
// CHECK-NEXT: {{^}}/* Included by ../header-construct.c. */{{$}}
// CHECK:      {{^}}static void acc2c_region_3(int n, double *v) {{[{]}}{{$}}
// CHECK-NEXT: {{^}}#line 3 "{{.*}}Inputs/inline-kernel.h"{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK:      {{^}}#line 2 "{{.*}}Inputs/inline-kernel.h"{{$}}
// CHECK-NEXT: {{^}}static inline void bump(double *v, int n) {{[{]}}{{$}}
// CHECK-NEXT: {{^}}/* acc2c: #pragma acc parallel loop present(v[0:n]) */{{$}}
// CHECK:      {{^}}#line [[#@LINE+3]] "{{.*}}header-construct.c"{{$}}
// CHECK-NOT:  #include "inline-kernel.h"
#include "inline-kernel.h"

int main(void) {
  double v[4] = {0};
  bump(v, 4);
  return 0;
}
