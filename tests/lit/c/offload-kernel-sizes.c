// RUN: %acc2c --emit=source --offload=nvptx-none %s | FileCheck %s
// RUN: %acc2c --emit=source %s | FileCheck --check-prefix=HOST %s
//
// A teams kernel launches with the region's num_gangs as num_teams and its
// num_workers as num_threads (gcc's nvptx threads are warps, as its OpenACC
// workers are; docs/gpu.md). The expressions are evaluated by the call, in
// the caller's scope, and reach the kernel as parameters: the region
// function does not see `g` or `w`, which its body never names. With device
// kernels the clauses of device_type(nvidia) are the ones that apply.
// Without --offload, no clause and no parameter.
// HOST-NOT: {{^[^/]*}}num_teams
// HOST-NOT: {{^[^/]*}}acc2c_num_t
void f(int n, double *a, int g, int w) {
  // CHECK-LABEL: static void acc2c_region_{{[0-9]+}}(
  // CHECK-SAME: int acc2c_num_teams, int acc2c_num_threads) {
  // CHECK: #pragma omp target teams distribute parallel for simd {{.*}} num_teams(acc2c_num_teams) num_threads(acc2c_num_threads)
#pragma acc parallel loop num_gangs(2 * g) copyout(a[0:n]) num_workers(w) device_type(nvidia) num_workers(4) device_type(host) num_gangs(1)
  for (int i = 0; i < n; i++) a[i] = i;

  // A body of one loop construct: the compute construct's sizes go on the
  // loop's directive, which is the kernel's; vector_length has none.
  // CHECK-LABEL: static void acc2c_region_{{[0-9]+}}(
  // CHECK-SAME: int acc2c_num_teams) {
  // CHECK: #pragma omp target teams distribute parallel for simd {{.*}} num_teams(acc2c_num_teams) {{/\*}} acc2c: #pragma acc loop gang
#pragma acc parallel num_gangs(g) vector_length(128) present(a[0:n])
  {
#pragma acc loop gang
    for (int i = 0; i < n; i++) a[i] += 1;
  }

  // A region that is not one loop runs as one team: no sizes.
  // CHECK-LABEL: static void acc2c_region_{{[0-9]+}}(
  // CHECK-NOT: acc2c_num_teams
  // CHECK: {{^}}#pragma omp target is_device_ptr
#pragma acc parallel num_gangs(g) present(a[0:n])
  {
    a[0] = 1;
#pragma acc loop gang
    for (int i = 1; i < n; i++) a[i] += 1;
  }
}
// CHECK-LABEL: void f(
// CHECK: acc2c_region_{{[0-9]+}}({{.*}}, (int)(2 * g), (int)(4));
// CHECK: acc2c_region_{{[0-9]+}}({{.*}}, (int)(g));
