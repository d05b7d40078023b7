// RUN: %acc2c --emit=source %s -o %t.c
// RUN: %python %S/../Inputs/check_line_markers.py %t.c | FileCheck %s --check-prefix=MARKERS
// RUN: FileCheck %s < %t.c
//
// Every user line keeps its number (#line "...line-markers.c"), and the code
// acc2c generates is under markers that name the output file at its own
// lines: no generated line is counted as one of the user's, so a debugger's
// breakpoint at a user line lands in the user's code only (the region's
// loop, not the calls before it), and gcc would name the output's own lines
// for a message about generated code.
// MARKERS: {{[0-9]+}} markers at their own lines

void f(double *a) {
  // The data directive's comment and entry calls, generated lines; its
  // body's brace, a user line; the parallel loop's comment and calls,
  // generated lines.
  // CHECK:      {{^}}/* acc2c: #pragma acc data copy(a[0:8]) */
  // CHECK-NEXT: {{^}}#line {{[0-9]+}} "{{.*}}line-markers.c.tmp.c"
  // CHECK-NEXT: {{^}}{
  // CHECK:      {{^}}#line [[#@LINE+5]] "{{.*}}line-markers.c"
  // CHECK-NEXT: {{^}}  {
  // CHECK-NEXT: {{^}}/* acc2c: #pragma acc parallel loop */
  // CHECK-NEXT: {{^}}#line {{[0-9]+}} "{{.*}}line-markers.c.tmp.c"
#pragma acc data copy(a[0:8])
  {
#pragma acc parallel loop
    for (int i = 0; i < 8; i++)
      a[i] += 1;
    // After the calls, the user's lines again, from the loop's last.
    // CHECK:      {{^}}#line [[#@LINE-2]] "{{.*}}line-markers.c"
  }
  // The exit calls of the data construct: generated lines again.
  // CHECK:      {{^}}#line {{[0-9]+}} "{{.*}}line-markers.c.tmp.c"
  // CHECK-NEXT: {{^ *}}acc2c_detach(acc2c_s{{[0-9]+}},
  // CHECK-NEXT: {{^ *}}acc2c_copyout(acc2c_h{{[0-9]+}},
}
