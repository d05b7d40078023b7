// RUN: not %acc2c %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c %s -o %t.out
// RUN: test ! -e %t.out
// RUN: echo keep > %t.keep; not %acc2c --emit=source %s -o %t.keep
// RUN: grep -q keep %t.keep
//
// What acc2c cannot translate yet is an error naming it, never dropped.
void f(int n, double *p, double **rows, double ***cube) {
// OpenACC 3.4's always modifiers (Clang 22 parses them).
// CHECK: {{.*}}unsupported.c:[[@LINE+1]]:22: error: modifier 'always' on 'copy' (OpenACC 3.4) is not supported by acc2c yet
#pragma acc parallel copy(always: p[0:n])
  p[0] = 1;
// A dynamic multidimensional array of more than two levels, and a
// private copy of one (its rows are translated on data clauses only).
// CHECK: {{.*}}unsupported.c:[[@LINE+1]]:23: error: 'cube[0:n][0:n][0:n]' subscripts through a second pointer
#pragma acc data copy(cube[0:n][0:n][0:n])
  ;
// CHECK: {{.*}}unsupported.c:[[@LINE+1]]:30: error: 'rows[0:n][0:n]' subscripts through a second pointer
#pragma acc parallel private(rows[0:n][0:n])
  ;
}

struct vec { int n; double *p; };
// CHECK: {{.*}}unsupported.c:[[@LINE+1]]:1: error: 'declare mapper' is not supported by acc2c yet (its maps would not be applied to the map clauses of its type)
#pragma omp declare mapper(struct vec v) map(v, v.p[0:v.n])
