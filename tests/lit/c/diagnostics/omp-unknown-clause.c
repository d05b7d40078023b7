// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A clause Clang does not know on an OpenMP directive (a misspelt map) ends
// the directive there with a warning, and the rest would be dropped with the
// directive's text: acc2c makes it an error, as gcc does. (Unknown OpenACC
// clauses are Clang errors already.)
void f(double *a, double *b) {
  // CHECK: omp-unknown-clause.c:[[#@LINE+1]]:47: error: extra tokens at the end of '#pragma omp target enter data' are ignored
#pragma omp target enter data map(to: a[0:4]) mapp(alloc: b[0:4])
}
