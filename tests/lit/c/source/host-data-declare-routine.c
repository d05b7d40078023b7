// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// declare at file scope (OpenACC 3.3 2.13): the data lives for the whole
// program, entered in a constructor function and left in a destructor.
// routine (2.15.1): the pragma becomes a comment and the function gains a
// device version, acc2c_device_<name>, with the host version's linkage, which
// reads declared globals through their device copies (acc2c_region_data) and
// calls other routines' device versions; calls in compute regions use the
// device version, declared before its first caller. A routine defined in
// another file gets a weak stand-in at the end that calls its host version.
// host_data use_device (2.8, 2.8.1): in its body the variable's name stands
// for the device address (a shadowing declaration). declare in a function
// (2.13): entry at the directive, exit before every return after it (the
// value is computed first) and at the closing brace.

void use(double *d);
double table[64];
// CHECK:      {{^}}/* acc2c: #pragma acc declare copyin(table) */
// CHECK-NEXT: {{^}}#line [[#@LINE+2]] "{{.*}}host-data-declare-routine.c"
#pragma acc declare copyin(table)
int counter;
#pragma acc declare create(counter)

// CHECK:      {{^}}/* acc2c: #pragma acc routine seq */
// CHECK-NEXT: {{^}}double scaled(int i) { return 2 * table[i]; }
// CHECK-NEXT: {{^}}/* acc2c: the device version of routine scaled */
// CHECK-NEXT: {{^}}#line [[#@LINE+3]]
// CHECK-NEXT: {{^}}double acc2c_device_scaled(int i) { return 2 * (*(__typeof__(table) *)acc2c_region_data(&(table), sizeof(table), 1, acc2c_source({{[0-9]+}})))[i]; }
#pragma acc routine seq
double scaled(int i) { return 2 * table[i]; }

// CHECK:      {{^}}double twice(int i);
// CHECK-NEXT: {{^}}/* acc2c: #pragma acc routine(twice) seq */
// CHECK:      {{^}}/* acc2c: the device version of routine twice */
// CHECK-NEXT: {{^}}double acc2c_device_scaled(int);
// CHECK-NEXT: {{^}}#line
// CHECK-NEXT: {{^}}double acc2c_device_twice(int i) { return acc2c_device_scaled(i) + (*(__typeof__(counter) *)acc2c_region_data(&(counter), sizeof(counter), 1,
double twice(int i);
#pragma acc routine(twice) seq
double twice(int i) { return scaled(i) + counter; }

// A static routine: a static device version (unused where no region calls
// it), and the host version is kept from -Wunused-function.
// CHECK:      {{^}}__attribute__((__unused__)) static double acc2c_device_half(double x) { return x / 2; }
// CHECK-NEXT: {{^}}static __typeof__(half) *const acc2c_host_half __attribute__((__unused__)) = half;
#pragma acc routine seq
static double half(double x) { return x / 2; }

#pragma acc routine seq
double elsewhere(double x, int k);

// CHECK-LABEL: {{^}}void host(int n) {
// CHECK:       {{^}}/* acc2c: #pragma acc host_data use_device(a) */
// CHECK-NEXT:  {{^}}{
// CHECK-NEXT:  {{^ *}}void *[[UD:acc2c_ud[0-9]+]] = acc2c_use_device((void *)(a), 0, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:  {{^ *}}{ double *a = [[UD]];
// CHECK-NEXT:  {{^}}#line [[#@LINE+8]] "{{.*}}host-data-declare-routine.c"
// CHECK-NEXT:  {{^ *}}use(a);
// CHECK-NEXT:  {{^}}} }
void host(int n) {
  double a[32];
#pragma acc data copy(a)
  {
#pragma acc host_data use_device(a)
    use(a);
  }
}

// CHECK:       {{^}}double acc2c_device_twice(int);
// CHECK-NEXT:  {{^}}double acc2c_device_elsewhere(double, int);
// CHECK-NEXT:  {{^}}static double acc2c_device_half(double);
// CHECK-NEXT:  {{^}}/* acc2c: the body of the parallel loop construct
// CHECK-NEXT:  {{^}}static void [[FN:acc2c_region_[0-9]+]](double (*v)[16]) {
// CHECK:       {{^ *}}(*v)[i] = acc2c_device_twice(i) + acc2c_device_elsewhere(acc2c_device_half(1), i);
// CHECK-LABEL: {{^}}int decl(int n) {
// CHECK:       {{^}}/* acc2c: #pragma acc declare copy(v) */
// CHECK-NEXT:  {{^}}{
// CHECK-NEXT:  {{^ *}}acc2c_copyin(&(v), sizeof(v), ACC2C_STRUCTURED,
// CHECK-NEXT:  {{^\}$}}
// CHECK:       {{^ *}}if (n < 0)
// CHECK-NEXT:  {{^ *}}{ int acc2c_result = (n + 1);
// CHECK-NEXT:  {{^ *}}acc2c_copyout(&(v), sizeof(v), ACC2C_STRUCTURED,
// CHECK-NEXT:  {{^}}return acc2c_result; }
// The region sees v through the declare's data: no data action of its own.
// CHECK:       {{^}}/* acc2c: #pragma acc parallel loop */
// CHECK-NOT:   acc2c_copyin
// CHECK:       {{^ *}}[[FN]](acc2c_region_data(&(v), sizeof(v), ACC2C_REGION_DEVICE,
// CHECK:       {{^ *}}{ int acc2c_result = ((int)v[0]);
// CHECK-NEXT:  {{^ *}}acc2c_copyout(&(v), sizeof(v), ACC2C_STRUCTURED,
// CHECK-NEXT:  {{^}}return acc2c_result; }
// CHECK:       {{^}}{ /* acc2c: end of the declare's data region */
// CHECK-NEXT:  {{^ *}}acc2c_copyout(&(v), sizeof(v), ACC2C_STRUCTURED,
int decl(int n) {
  double v[16];
#pragma acc declare copy(v)
  if (n < 0)
    return n + 1;
#pragma acc parallel loop
  for (int i = 0; i < 16; i++)
    v[i] = twice(i) + elsewhere(half(1), i);
  return (int)v[0];
}

// CHECK:      {{^}}__attribute__((__constructor__)) static void acc2c_declare_init(void) {
// CHECK:      {{^ *}}acc2c_copyin(&(table), sizeof(table),
// CHECK-NEXT: {{^ *}}acc2c_create(&(counter), sizeof(counter),
// CHECK:      {{^}}__attribute__((__destructor__)) static void acc2c_declare_fini(void) {
// CHECK:      {{^ *}}acc2c_delete(&(table), sizeof(table),
// CHECK-NEXT: {{^ *}}acc2c_delete(&(counter), sizeof(counter),
// CHECK:      {{^}}/* acc2c: routines defined in other files.
// CHECK-NEXT: {{^}}__attribute__((__weak__)) double acc2c_device_elsewhere(double acc2c_a0, int acc2c_a1) { return elsewhere(acc2c_a0, acc2c_a1); }
