// RUN: %acc2c --emit=source %s -o %t.c 2>&1 | FileCheck %s
// RUN: grep -q acc2c_region %t.c
//
// What gcc 12 compiles with a warning, acc2c translates with a warning
// (Clang 22 would refuse it): acc2c-gcc is no stricter than the compiler it
// stands in front of. None of this is valid C11; old codes have it.
#include <openacc.h>

struct data { double *a; };

void f(struct data *d, int n) {
  // double ** passed for void ** (C11 6.5.16.1p1 allows no such conversion).
  // CHECK: gcc-warnings.c:[[@LINE+1]]:14: warning: incompatible pointer types passing 'double **' to parameter of type 'void **'
  acc_attach(&d->a);
  // An integer assigned to a pointer (6.5.16.1p1 again).
  // CHECK: gcc-warnings.c:[[@LINE+1]]:8: warning: incompatible integer to pointer conversion
  int *p = n;
  (void)p;
  // A function called without a declaration (6.5.2.2, removed in C99).
  // CHECK: gcc-warnings.c:[[@LINE+1]]:3: warning: call to undeclared function 'helper'
  helper(n);
#pragma acc parallel loop copy(d->a[0:n])
  for (int i = 0; i < n; ++i)
    d->a[i] += 1;
}
