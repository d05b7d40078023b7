// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s --check-prefix=REGION
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -Wextra -c %t.c -o %t.o
//
// OpenMP 5.2 clauses that hand a region device addresses, and defaultmap:
// - is_device_ptr(d) (5.4.7): d already holds a device address; the region
//   function takes it by value;
// - use_device_addr(a[0:n]) (5.4.11) on target data: in the body `a` is the
//   device address of the mapped section's base (the section's first
//   element translated, the base at the same distance);
// - has_device_addr(a[0:n]) (5.4.9): the region takes a as it is (the body
//   already sees a device address);
// - defaultmap(tofrom: scalar) (5.8.7): n and s are mapped tofrom, so the
//   region loads them from their device copies and stores them back.
// The region functions come before f; REGION checks them (each labelled
// acc2c_region_ with the directive's line after it), CHECK the rest.
#include <omp.h>

// CHECK-LABEL: {{^}}void f(int n, double *a, double s) {
void f(int n, double *a, double s) {
  double *d = omp_target_alloc(sizeof(double) * n, omp_get_default_device());
  // REGION-LABEL: {{^}}static void acc2c_region_
  // REGION-SAME:  {{^}}[[#@LINE+2]](int n, double *d) {
  // CHECK:        {{^ *}}acc2c_region_[[#@LINE+1]](n, d);
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < n; i++) d[i] = i;
  // CHECK:        {{^ *}}void *[[UD:acc2c_ud[0-9]+]] = (void *)((char *)acc2c_use_device(&(a)[0], ACC2C_IF_PRESENT, acc2c_source({{[0-9]+}})) - ((const char *)&(a)[0] - (const char *)(void *)(a)));
  // CHECK-NEXT:   {{^ *}}{ double *a = [[UD]];
#pragma omp target data map(tofrom: a[0:n]) use_device_addr(a[0:n])
  {
    // REGION-LABEL: {{^}}static void acc2c_region_
    // REGION-SAME:  {{^}}[[#@LINE+2]](int n, double *a) {
    // CHECK:        {{^ *}}acc2c_region_[[#@LINE+1]](n, a);
#pragma omp target has_device_addr(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1;
  }
  // CHECK:        {{^ *}}acc2c_omp_map_enter(&(n), sizeof(n), ACC2C_MAP_TOFROM, 0, acc2c_c,
  // CHECK-NEXT:   {{^ *}}acc2c_omp_map_enter(&(s), sizeof(s), ACC2C_MAP_TOFROM, 0, acc2c_c,
  // REGION-LABEL: {{^}}static void acc2c_region_
  // REGION-SAME:  {{^}}[[#@LINE+1]](int *acc2c_n, double *a, double *acc2c_s) {
#pragma omp target parallel for map(tofrom: a[0:n]) defaultmap(tofrom: scalar)
  for (int i = 0; i < n; i++) a[i] *= s;
  // REGION-NEXT:  {{^ *}}int n = *acc2c_n;
  // REGION-NEXT:  {{^ *}}double s = *acc2c_s;
  // REGION:       {{^}}#pragma omp parallel for
  // REGION:       {{^ *}}*acc2c_s = s;
  omp_target_free(d, omp_get_default_device());
}
// The region functions all come before f.
// REGION:       {{^}}void f(int n, double *a, double s) {
