// RUN: not %acc2c %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c %s -o %t.out
// RUN: test ! -e %t.out
// RUN: echo keep > %t.keep; not %acc2c --emit=source %s -o %t.keep
// RUN: grep -q keep %t.keep
//
// default(none) (OpenACC 3.3 2.5.15): every variable the region references
// must appear in a data clause; acc2c's own errors use Clang's format too.
void f(int n, double *p) {
  double x = 0;
#pragma acc parallel default(none) copy(p[0:n])
  {
// CHECK: {{.*}}default-none.c:[[@LINE+1]]:5: error: variable 'x' is referenced in 'parallel' with default(none) but appears in no data clause
    x = p[0];
  }
}
