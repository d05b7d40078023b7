// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
//
// Like a compiler, acc2c should report every region it cannot translate,
// not only the first (each of these is diagnosed on its own; see
// source-vla-2d.c and source-local-type.c).
void f(int n, int m) {
  // CHECK: source-all-errors.c:[[#@LINE+1]]:10: error: 'vla' is a variable-length array
  double vla[n][m];
  // CHECK: source-all-errors.c:[[#@LINE+1]]:27: error: 's' has a type declared inside function 'f'
  struct local { int k; } s;
#pragma acc parallel copy(vla)
  vla[0][0] = 1;
#pragma acc parallel copy(s)
  s.k = 1;
}
