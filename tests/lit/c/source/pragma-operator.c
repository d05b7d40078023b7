// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s --check-prefix=REGION
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// Directives written with the _Pragma operator (C11 6.10.9), directly or
// through macros (the usual way to switch between OpenACC and OpenMP): the
// `_Pragma(...)` or macro call is the directive's text. Its clause items are
// read from the destringized directive. The calls replace it, and text after
// it on its line keeps its line and column (#line and blanks); an OpenMP
// directive the translation adds where it stood is a _Pragma too.
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)

// The region functions come before f; REGION checks them (each labelled
// acc2c_region_ with the directive's line after it), CHECK the rest.
void f(int n, double *a, double *b) {
  // CHECK:      {{^ *}}/* acc2c: ACC(enter data copyin(a[0:n])) */
  // CHECK-NEXT: {{^}}{
  // CHECK-NEXT: {{^ *}}acc2c_copyin(&(a)[0], (acc2c_size)(n) * sizeof((a)[0]), ACC2C_DYNAMIC,
  // CHECK-NEXT: {{^ *}}acc2c_attach((void *)&(a), ACC2C_SLOT_POINTER,
  // CHECK-NEXT: {{^}}}
  // CHECK-NEXT: {{^}}#line [[#@LINE+2]] "{{.*}}pragma-operator.c"
  // CHECK-NEXT: {{^}}                                  b[0] = 0;
  ACC(enter data copyin(a[0:n])) b[0] = 0;

  // REGION-LABEL: {{^}}static void acc2c_region_
  // REGION-SAME:  {{^}}[[#LOOP:@LINE+2]](int n, double *a) {
  // CHECK:        {{^ *}}/* acc2c: _Pragma("acc parallel loop present(a[0:n])") */
  _Pragma("acc parallel loop present(a[0:n])") for (int i = 0; i < n; ++i) a[i] *= 2;
  // The loop on the directive's line: the region body starts at its column.
  // REGION-NEXT:  {{^}}#pragma omp parallel for
  // REGION-NEXT:  {{^}}#line [[#LOOP]] "{{.*}}pragma-operator.c"
  // REGION-NEXT:  {{^}}                                              for (int i = 0; i < n; ++i) a[i] *= 2;

  // REGION-LABEL: {{^}}static void acc2c_region_
  // REGION-SAME:  {{^}}[[#@LINE+1]](int n, double *a, double *b) {
  ACC(parallel present(a[0:n]) copy(b[0:1]))
  {
    // REGION:     {{^ *}}_Pragma("omp parallel for") /* acc2c: ACC(loop gang vector) */ for (int i = 0; i < n; ++i)
    ACC(loop gang vector) for (int i = 0; i < n; ++i)
      if (a[i] > 0) {
        // REGION: {{^ *}}_Pragma("omp atomic") /* acc2c: ACC(atomic update) */
        ACC(atomic update)
        b[0] += a[i];
      }
  }
  // Code before the directive on its line stays there.
  // CHECK:      {{^}}  b[0] = 1; /* acc2c: ACC(update device(b[0:1])) */
  // CHECK-NEXT: {{^}}{
  // CHECK-NEXT: {{^ *}}acc2c_update_device(&(b)[0], (acc2c_size)(1) * sizeof((b)[0]),
  // CHECK-NEXT: {{^}}}
  // CHECK-NEXT: {{^}}#line [[#@LINE+3]] "{{.*}}pragma-operator.c"
  // CHECK-NEXT: {{^}}  /* acc2c: ACC(exit data delete(a[0:n])) */
  b[0] = 1; ACC(update device(b[0:1]))
  ACC(exit data delete(a[0:n]))
}
// REGION:       {{^}}void f(int n, double *a, double *b) {
