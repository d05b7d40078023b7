// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s --check-prefix=REGION
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// device_type (OpenACC 3.3 2.4): the translation runs regions on host
// threads, so the clauses after device_type(host) (or multicore, NVIDIA's
// name for host threads) apply, replacing the same clauses written before
// any device_type; those of other device types do not; device_type(*)
// applies when no group names the host.
// The region functions come before f; REGION checks them (each labelled
// acc2c_region_ with the directive's line after it), CHECK the rest.

// CHECK-LABEL: {{^}}void f(int n, double a[n][n]) {
void f(int n, double a[n][n]) {
  // The host's collapse(3) replaces the collapse(1) before it; NVIDIA's
  // collapse(1) does not apply. The threads share its outer two loops.
  // REGION-LABEL: {{^}}static void acc2c_region_
  // REGION-SAME:  {{^}}[[#@LINE+3]](
  // REGION:       {{^}}#line
  // REGION-NEXT:  {{^}}#pragma omp parallel for collapse(2){{$}}
#pragma acc parallel loop copy(a[0:n][0:n]) collapse(1) device_type(nvidia) collapse(1) \
    device_type(host) collapse(3)
  for (int k = 0; k < 2; ++k)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        a[i][j] += k;
  // Only device_type(*)'s seq applies: no OpenMP loop. Another device
  // type's async: the construct is synchronous here.
  // CHECK: {{^}}/* acc2c: #pragma acc parallel loop copy(a[0:n][0:n]) device_type(nvidia) async(1) device_type(*) seq */
  // CHECK: acc2c_region_begin("parallel loop", ACC2C_ASYNC_SYNC,
  // REGION-LABEL: {{^}}static void acc2c_region_
  // REGION-SAME:  {{^}}[[#SEQ:@LINE+3]](
  // REGION-NOT:   #pragma omp parallel for
  // REGION:       {{^}}} /* acc2c_region_[[#SEQ]] */
#pragma acc parallel loop copy(a[0:n][0:n]) device_type(nvidia) async(1) device_type(*) seq
  for (int i = 0; i < n; ++i)
    a[i][0] = i;
}
// REGION:       {{^}}void f(int n, double a[n][n]) {
