// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s --check-prefix=REGION
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// Clause forms with no data action of their own, and what the translation
// makes of them on host threads (one gang, OpenMP threads for the outermost
// loop OpenACC marks parallel):
// - num_gangs, num_workers, vector_length: sizes for a device; no code.
// - tile(4, 4): two loops associated, each split into loops over tiles
//   and over a tile's elements (2.9.8).
// - loop auto: the implementation decides; acc2c runs it sequentially, which
//   is always correct. loop vector: marked parallel, OpenMP threads.
// - declare link (2.13.3): no data action at the directive; data clauses
//   that name the variable later map it.
// - declare device_resident (2.13.1): device memory only, created at the
//   directive and deleted when the function returns.
// - routine bind(name) (2.15.1): regions call `name` on the device.
// - routine nohost: the device version is all there is on the device;
//   regions call it like any routine's.
// The region functions come before f; REGION checks them (each labelled
// acc2c_region_ with the directive's line after it), CHECK the rest.

double lut[4] = {1, 2, 3, 4};
// CHECK:      {{^}}/* acc2c: #pragma acc declare link(lut) */
// CHECK-NEXT: {{^}}#line [[#@LINE+2]]
#pragma acc declare link(lut)
static double dev_sq(double x) { return x * x + 1000; }
#pragma acc routine seq bind(dev_sq)
static double sq(double x) { return x * x; }
// CHECK:      {{^}}__attribute__((__unused__)) static double acc2c_device_only_dev(double x) { return x + 1; }
#pragma acc routine seq nohost
static double only_dev(double x) { return x + 1; }

// CHECK-LABEL: {{^}}void f(int n, double a[8][8], double b[8]) {
void f(int n, double a[8][8], double b[8]) {
  double tmp[8];
  // CHECK:       {{^}}/* acc2c: #pragma acc declare device_resident(tmp) */
  // CHECK-NEXT:  {{^}}{
  // CHECK-NEXT:  {{^ *}}acc2c_create(&(tmp), sizeof(tmp), ACC2C_STRUCTURED, 0,
#pragma acc declare device_resident(tmp)
  // tile(4, 4): loops over tiles of 4 by 4, shared by the threads, before
  // the nest; each for statement runs over one tile, with one bound
  // (docs/data-operations.md, "tile").
  // CHECK:        {{^}}/* acc2c: #pragma acc parallel loop num_gangs(4) num_workers(2) vector_length(128) tile(4, 4) copyout(a[0:8][0:8]) */
  // REGION-LABEL: {{^}}static void acc2c_region_
  // REGION-SAME:  {{^}}[[#TILE:@LINE+6]](int n, double (*a)[8]) {
  // REGION-NEXT:  {{^}}#pragma omp parallel for collapse(2){{$}}
  // REGION-NEXT:  {{^}}for (int acc2c_tile_i = 0; acc2c_tile_i < (n); acc2c_tile_i += 4) for (int acc2c_tile_j = 0; acc2c_tile_j < (n); acc2c_tile_j += 4) {{$}}
  // REGION-NEXT:  {{^}}#line [[#TILE+1]]
  // REGION-NEXT:  {{^}}  for (int i = acc2c_tile_i; i < ((n) < (acc2c_tile_i + 4) ? (n) : (acc2c_tile_i + 4)); ++i){{$}}
  // REGION-NEXT:  {{^}}    for (int j = acc2c_tile_j; j < ((n) < (acc2c_tile_j + 4) ? (n) : (acc2c_tile_j + 4)); ++j){{$}}
#pragma acc parallel loop num_gangs(4) num_workers(2) vector_length(128) tile(4, 4) copyout(a[0:8][0:8])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[i][j] = i + j;
  // The region calls dev_sq for sq (bind) and the device version of
  // only_dev (nohost), declared before it.
  // REGION:       {{^}}static double dev_sq(double);
  // REGION-NEXT:  {{^}}static double acc2c_device_only_dev(double);
  // REGION-LABEL: {{^}}static void acc2c_region_
  // REGION-SAME:  {{^}}[[#@LINE+1]](int n, double *b) {
#pragma acc parallel copyout(b[0:8])
  {
    // loop auto runs as written, loop vector on OpenMP threads.
    // REGION:       {{^}}/* acc2c: #pragma acc loop auto */
    // REGION-NEXT:  {{^ *}}for (int i = 0; i < n; ++i) b[i] = dev_sq(i);
    // REGION-NEXT:  {{^}}#pragma omp parallel for /* acc2c: #pragma acc loop vector */
    // REGION-NEXT:  {{^ *}}for (int i = 0; i < n; ++i) b[i] = acc2c_device_only_dev(b[i]);
#pragma acc loop auto
    for (int i = 0; i < n; ++i) b[i] = sq(i);
#pragma acc loop vector
    for (int i = 0; i < n; ++i) b[i] = only_dev(b[i]);
  }
  // CHECK:       {{^}}{ /* acc2c: end of the declare's data region */
  // CHECK-NEXT:  {{^ *}}acc2c_delete(&(tmp), sizeof(tmp), ACC2C_STRUCTURED,
}
// Both region functions come before f.
// REGION:       {{^}}void f(int n, double a[8][8], double b[8]) {
