// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// OpenMP directives inside a target region. A region's body runs on host
// threads, so the directives that synchronise those threads stay as written
// and gcc's OpenMP runs them: atomic in every form (OpenMP 5.2 15.8.4),
// critical (15.2), ordered (15.10). Dropping one would leave a data race
// (lost updates). The directives that schedule the work (teams, parallel,
// for, simd, distribute) become the one `parallel for` of the outermost
// worksharing loop, which keeps the loop's schedule, ordered, lastprivate
// and linear clauses.

void f(int n, int *bins, int *slot) {
  int next = 0, total = 0, highest = -1, last = 0;
// Each region function is named after its directive's line.
// CHECK-LABEL: {{^}}static void acc2c_region_
// CHECK-SAME:  {{^}}[[#@LINE+1]](int n, int *bins, int *acc2c_total, int *acc2c_next, int *slot, int *acc2c_highest) {
#pragma omp target teams distribute parallel for map(tofrom: bins[0:4], next, total, highest) map(from: slot[0:n]) schedule(dynamic, 4)
  for (int i = 0; i < n; i++) {
    int k;
#pragma omp atomic update
    bins[i % 4] += 1;
#pragma omp atomic
    total += i;
#pragma omp atomic capture
    k = next++;
#pragma omp atomic read
    k = next;
#pragma omp atomic write
    slot[i] = k;
#pragma omp critical (highest)
    {
      if (k > highest) highest = k;
    }
  }
// Its body: the parallel for with the loop's schedule, then the loop as
// written, every directive in it kept.
// CHECK:      {{^}}#pragma omp parallel for schedule(dynamic, 4){{$}}
// CHECK-NEXT: {{^ *}}for (int i = 0; i < n; i++) {
// CHECK-NEXT: {{^ *}}int k;
// CHECK-NEXT: {{^}}#pragma omp atomic update{{$}}
// CHECK-NEXT: {{^ *}}bins[i % 4] += 1;
// CHECK-NEXT: {{^}}#pragma omp atomic{{$}}
// CHECK-NEXT: {{^ *}}total += i;
// CHECK-NEXT: {{^}}#pragma omp atomic capture{{$}}
// CHECK-NEXT: {{^ *}}k = next++;
// CHECK-NEXT: {{^}}#pragma omp atomic read{{$}}
// CHECK-NEXT: {{^ *}}k = next;
// CHECK-NEXT: {{^}}#pragma omp atomic write{{$}}
// CHECK-NEXT: {{^ *}}slot[i] = k;
// CHECK-NEXT: {{^}}#pragma omp critical (highest){{$}}
// CHECK-NEXT: {{^ *}}{
// CHECK-NEXT: {{^ *}}if (k > highest) highest = k;
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: {{^ *}}}

// CHECK-LABEL: {{^}}static void acc2c_region_
// CHECK-SAME:  {{^}}[[#@LINE+1]](int *bins, int *acc2c_last) {
#pragma omp target map(tofrom: bins[0:4], last)
#pragma omp teams
#pragma omp parallel
#pragma omp for ordered lastprivate(last)
  for (int i = 0; i < 4; i++) {
#pragma omp simd
    for (int j = 0; j < 4; j++)
      bins[i] += j;
#pragma omp ordered
    last = i;
  }
// teams, parallel and simd stay as comments; the for is the one parallel
// for, with its ordered and lastprivate; ordered is kept.
// CHECK:      {{^}}/* acc2c: #pragma omp teams */
// CHECK-NEXT: {{^}}/* acc2c: #pragma omp parallel */
// CHECK-NEXT: {{^}}#pragma omp parallel for ordered lastprivate(last) /* acc2c: #pragma omp for ordered lastprivate(last) */
// CHECK-NEXT: {{^ *}}for (int i = 0; i < 4; i++) {
// CHECK-NEXT: {{^}}/* acc2c: #pragma omp simd */
// CHECK-NEXT: {{^ *}}for (int j = 0; j < 4; j++)
// CHECK-NEXT: {{^ *}}bins[i] += j;
// CHECK-NEXT: {{^}}#pragma omp ordered{{$}}
// CHECK-NEXT: {{^ *}}last = i;
}
