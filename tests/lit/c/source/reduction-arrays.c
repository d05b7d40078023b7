// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -fsyntax-only %t.c
//
// Reductions of arrays, sections and elements on loops run by threads
// (OpenACC 3.3 2.5.15, 2.9.11). OpenMP reduces array sections: the region
// sees a reduced array as a pointer to its first element (references stay
// as written), and each item becomes a section of it with OpenACC's start
// and length; a whole array is every element, an element a section of one.

// CHECK:      {{^}}static void acc2c_region_{{[0-9]+}}(int *bins) {
// CHECK-NEXT: {{^}}#line
// CHECK-NEXT: {{^}}#pragma omp parallel for reduction(+:bins[0:4])
// CHECK-NEXT: {{^}}  for (int i = 0; i < 100; i++) bins[i % 4] += 1;
// CHECK:      {{^}}#pragma omp parallel for reduction(max:h[2:3])
// CHECK:      {{^}}#pragma omp parallel for reduction(+:e[1:1])
void f(int *h) {
  int bins[4] = {0};
  long e[3] = {0};
#pragma acc parallel loop reduction(+:bins)
  for (int i = 0; i < 100; i++) bins[i % 4] += 1;
#pragma acc parallel loop reduction(max:h[2:3]) copy(h[0:8])
  for (int i = 0; i < 10; i++) h[2 + i % 3] = h[2 + i % 3] > i ? h[2 + i % 3] : i;
#pragma acc parallel loop reduction(+:e[1])
  for (int i = 0; i < 10; i++) e[1] += i;
}
