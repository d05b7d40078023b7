// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
//
// A compute construct (OpenACC 3.3 2.5.1) runs its body in a static function
// acc2c_region_<line>, placed before the enclosing function; its parameters
// are how the body sees each variable (2.6.2 data attributes):
// - an array with data (copy(a)): a pointer to its device copy, `int (*a)[4]`,
//   and every use of `a` in the body becomes `(*a)`;
// - a scalar in no clause (scale) and a firstprivate one (k): by value;
// - a pointer variable whose section a clause maps (p[0:n]): its value
//   translated into the device copy by acc2c_region_pointer, given the section;
// - a scalar with data (copy(sum)): loaded from its device copy into a local
//   (acc2c_sum) and stored back when the body ends.
// The call site does the entry actions, brackets the call with
// acc2c_region_begin/end and does the exit actions; #line markers keep every
// user line under its own number.

int other(int x);

// The region function comes first; its number (R) is the directive's line,
// checked at the call below; so is its body's line marker.
// CHECK:      {{^}}/* acc2c: the body of the parallel construct at line [[#R:]] */
// CHECK-NEXT: {{^}}static void [[FN:acc2c_region_[0-9]+]](int (*a)[4], int scale, int k, double *acc2c_sum, double *p, int n) {
// CHECK-NEXT: {{^ *}}double sum = *acc2c_sum;
// CHECK-NEXT: {{^}}#line [[#R]] "{{.*}}compute-region.c"
// CHECK-EMPTY:
// CHECK-NEXT: {{^ *}}{
// CHECK-NEXT: {{^ *}}(*a)[0] = (*a)[1] + scale + k;
// CHECK-NEXT: {{^ *}}sum = sum + p[n - 1];
// CHECK-NEXT: {{^ *\}$}}
// CHECK-NEXT: {{^ *}}*acc2c_sum = sum;
// CHECK-NEXT: {{^}}} /* [[FN]] */
// CHECK-NEXT: {{^}}#line [[#@LINE+2]] "{{.*}}compute-region.c"
// CHECK-NEXT: {{^}}void f(int n, double *p, int k) {
void f(int n, double *p, int k) {
  int a[4];
  double sum = 0;
  int scale = 3;
// CHECK:      {{^}}/* acc2c: #pragma acc parallel copy(a) copyin(p[0:n]) copy(sum) firstprivate(k) */
// CHECK-NEXT: {{^}}{
// No if clause: nothing is decided at run time (ACC2C_REGION_DEVICE).
// The section's data is fixed at entry (acc2c_h/n/s): the exit acts on it.
// CHECK-NEXT: {{^ *}}void *[[H:acc2c_h[0-9]+]] = 0; acc2c_size [[N:acc2c_n[0-9]+]] = 0;
// CHECK-NEXT: {{^ *}}void *[[S:acc2c_s[0-9]+]] = 0;
// CHECK-NEXT: {{^ *}}[[H]] = &(p)[0]; [[N]] = (acc2c_size)(n) * sizeof((p)[0]);
// CHECK-NEXT: {{^ *}}[[S]] = (void *)&(p);
// CHECK-NEXT: {{^ *}}acc2c_copyin(&(a), sizeof(a), ACC2C_STRUCTURED,
// CHECK-NEXT: {{^ *}}acc2c_copyin([[H]], [[N]], ACC2C_STRUCTURED,
// CHECK-NEXT: {{^ *}}acc2c_attach([[S]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_copyin(&(sum), sizeof(sum), ACC2C_STRUCTURED,
// CHECK-NEXT: {{^ *}}int acc2c_region = acc2c_region_begin("parallel", ACC2C_ASYNC_SYNC, acc2c_source({{[0-9]+}}));
// CHECK-NEXT: {{^ *}}acc2c_region_[[#@LINE+8]](acc2c_region_data(&(a), sizeof(a), ACC2C_REGION_DEVICE, acc2c_source({{[0-9]+}})), scale, k, acc2c_region_data(&(sum), sizeof(sum), ACC2C_REGION_DEVICE, acc2c_source({{[0-9]+}})), acc2c_region_pointer((void *)(p), [[H]], [[N]], ACC2C_REGION_DEVICE, acc2c_source({{[0-9]+}})), n);
// CHECK-NEXT: {{^ *}}acc2c_region_end(acc2c_region);
// CHECK-NEXT: {{^ *}}acc2c_copyout(&(sum), sizeof(sum), ACC2C_STRUCTURED,
// CHECK-NEXT: {{^ *}}acc2c_detach([[S]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_delete([[H]], [[N]], ACC2C_STRUCTURED,
// CHECK-NEXT: {{^ *}}acc2c_copyout(&(a), sizeof(a), ACC2C_STRUCTURED,
// CHECK-NEXT: {{^\}$}}
// CHECK-NEXT: {{^}}#line [[#@LINE+5]] "{{.*}}compute-region.c"
#pragma acc parallel copy(a) copyin(p[0:n]) copy(sum) firstprivate(k)
  {
    a[0] = a[1] + scale + k;
    sum = sum + p[n - 1];
  }
}

// if(cond): the region runs on the device only when cond is true (2.5.14);
// acc2c_on_device decides both the data actions and where the body's data is.
void g(double *v, int n, int cond) {
// CHECK:      {{^}}/* acc2c: #pragma acc parallel loop copy(v[0:n]) if(cond) */
// CHECK:      {{^ *}}int acc2c_on_device = (cond) ? 1 : 0;
// CHECK:      {{^ *}}if (acc2c_on_device) {
// CHECK-NEXT: {{^ *}}[[HV:acc2c_h[0-9]+]] = &(v)[0];
// CHECK-NEXT: {{^ *}}[[SV:acc2c_s[0-9]+]] = (void *)&(v);
// CHECK-NEXT: {{^ *}}acc2c_copyin([[HV]],
// CHECK-NEXT: {{^ *}}acc2c_attach([[SV]], ACC2C_SLOT_POINTER,
// CHECK:      {{^ *}}acc2c_region_{{[0-9]+}}(n, acc2c_region_pointer((void *)(v), [[HV]], acc2c_n{{[0-9]+}}, acc2c_on_device,
// CHECK:      {{^ *}}if (acc2c_on_device) {
// CHECK-NEXT: {{^ *}}acc2c_detach([[SV]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_copyout([[HV]],
#pragma acc parallel loop copy(v[0:n]) if(cond)
  for (int i = 0; i < n; i++)
    v[i] = other(i);
}
