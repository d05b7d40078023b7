// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// A routine's device version runs on the threads of the region's parallel
// loop that calls it, many at once: its atomic constructs stay atomic
// (OpenMP atomic with the same clause, as in a region), where its loop
// directives run on the calling thread. The device version had the atomic
// as a comment: updates were lost.
#pragma acc routine seq
static void add(int *hist, int b, int *total, int *old) {
#pragma acc atomic update
  hist[b] += 1;
#pragma acc atomic
  *total += b;
#pragma acc atomic capture
  *old = hist[0]++;
#pragma acc loop seq
  for (int i = 0; i < 2; i++) hist[i] += 0;
}
// CHECK:      {{^}}/* acc2c: the device version of routine add */
// CHECK-NEXT: {{^}}#line
// CHECK-NEXT: {{^}}__attribute__((__unused__)) static void acc2c_device_add(int *hist, int b, int *total, int *old) {
// CHECK-NEXT: {{^}}#pragma omp atomic update /* acc2c: #pragma acc atomic update */
// CHECK-NEXT: {{^ *}}hist[b] += 1;
// CHECK-NEXT: {{^}}#pragma omp atomic /* acc2c: #pragma acc atomic */
// CHECK-NEXT: {{^ *}}*total += b;
// CHECK-NEXT: {{^}}#pragma omp atomic capture /* acc2c: #pragma acc atomic capture */
// CHECK-NEXT: {{^ *}}*old = hist[0]++;
// CHECK-NEXT: {{^}}/* acc2c: the device version runs this on one thread: #pragma acc loop seq */

void f(int n, int *hist, int *total, int *old) {
#pragma acc parallel loop copy(hist[0:4], total[0:1], old[0:1])
  for (int i = 0; i < n; i++) add(hist, i % 4, total, old);
}
