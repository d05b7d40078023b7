// RUN: not %acc2c %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c %s -o %t.out
// RUN: test ! -e %t.out
//
// Clang's own errors are passed on with their location, the source line and
// the caret. A malformed clause is dropped from Clang's AST, so acc2c makes
// no graph at all rather than one that silently lacks the clause.
void f(int n, double *p) {
// CHECK: {{.*}}clang-error.c:[[@LINE+3]]:37: error: invalid OpenACC clause 'bogus'
// CHECK-NEXT: {{ *}}[[@LINE+2]] | #pragma acc parallel copyin(p[0:n]) bogus(3)
// CHECK-NEXT: {{ *}}|{{ *}}^
#pragma acc parallel copyin(p[0:n]) bogus(3)
  p[0] = 1;
// CHECK: {{.*}}clang-error.c:[[@LINE+1]]:23: error: use of undeclared identifier 'undeclared'
#pragma acc data copy(undeclared)
  ;
}
// CHECK: 2 errors generated.
// CHECK-NOT: acc.
