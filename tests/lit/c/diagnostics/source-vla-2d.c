// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// The region function takes an array with data as a pointer to its device
// copy; a variable-length array of more than one dimension has a type the
// function before the enclosing one cannot spell (its bounds are locals):
// an error at the declaration. (One dimension works: a pointer to the first
// element.)
void f(int n, int m) {
  // CHECK: source-vla-2d.c:[[#@LINE+1]]:10: error: 'vla' is a variable-length array of more than one dimension; acc2c cannot pass it to a compute region yet
  double vla[n][m];
#pragma acc parallel copy(vla)
  vla[0][0] = 1;
}
