// RUN: %acc2c --emit=source %s -o %t.c 2>&1 | FileCheck %s
// RUN: grep -q acc2c_region %t.c
//
// What gcc 12 compiles with a warning, acc2c translates (Clang 22 would
// refuse it): acc2c-gcc is no stricter than the compiler it stands in front
// of. None of this is valid C11; old codes have it. The warnings are gcc's
// to give when it compiles the translation: of Clang's warnings only those
// about the directives are acc2c's (as Flang's for Fortran).
// CHECK-NOT: incompatible
// CHECK-NOT: undeclared
// CHECK:     gcc-warnings.c:[[# @LINE + 14]]:27: warning: OpenACC clause name 'pcopy' is a deprecated clause name
// CHECK-NOT: warning:
#include <openacc.h>

struct data { double *a; };

void f(struct data *d, int n) {
  // double ** passed for void ** (C11 6.5.16.1p1 allows no such conversion).
  acc_attach(&d->a);
  // An integer assigned to a pointer (6.5.16.1p1 again).
  int *p = n;
  (void)p;
  // A function called without a declaration (6.5.2.2, removed in C99).
  helper(n);
#pragma acc parallel loop pcopy(d->a[0:n])
  for (int i = 0; i < n; ++i)
    d->a[i] += 1;
}
