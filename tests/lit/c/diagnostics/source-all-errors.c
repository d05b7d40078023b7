// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// Like a compiler, acc2c reports every construct it cannot translate, not
// only the first (each of these is diagnosed on its own; see
// source-macro-body.c).
#define TOUCH a[1] = 0

void f(int n) {
  double a[4];
  double v[n][2];
  // CHECK: source-all-errors.c:[[#@LINE+1]]:79: error: reduction(+:v) of a struct with a member that is not a scalar, or of an array of variable length, on a loop that runs on threads is not translated yet
#pragma omp target teams distribute parallel for map(tofrom: v) reduction(+ : v)
  for (int i = 0; i < n; i++) v[i % 2][0] += 1;
#pragma acc parallel copy(a)
  {
    // CHECK: source-all-errors.c:[[#@LINE+1]]:5: error: 'a' is used in a compute region through the body of a macro
    TOUCH;
  }
}
