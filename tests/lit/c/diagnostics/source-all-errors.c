// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// Like a compiler, acc2c reports every construct it cannot translate, not
// only the first (each of these is diagnosed on its own; see
// source-local-type.c and source-macro-body.c).
#define TOUCH a[1] = 0

void f(int n) {
  // CHECK: source-all-errors.c:[[#@LINE+1]]:27: error: 's' has a type declared inside function 'f'
  struct local { int k; } s;
  double a[4];
#pragma acc parallel copy(s)
  s.k = 1;
#pragma acc parallel copy(a)
  {
    // CHECK: source-all-errors.c:[[#@LINE+1]]:5: error: 'a' is used in a compute region through the body of a macro
    TOUCH;
  }
}
