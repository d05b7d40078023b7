// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -Wextra -c %t.c -o %t.o
//
// A directive becomes a /* */ comment: a comment written on the directive's
// line, of either kind, cannot open or close one inside it (-Wcomment).
// CHECK: {{^}}/* acc2c: #pragma acc parallel loop copy(a[0:4]) / * double on the device * / */
// CHECK: {{^}}/* acc2c: #pragma acc parallel loop copy(a[0:4]) // and again */
void f(double a[4]) {
#pragma acc parallel loop copy(a[0:4]) /* double on the device */
  for (int i = 0; i < 4; i++) a[i] *= 2;
#pragma acc parallel loop copy(a[0:4]) // and again
  for (int i = 0; i < 4; i++) a[i] *= 2;
}
