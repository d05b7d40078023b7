// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: test ! -e %t.out
//
// The C source rewriter is not there yet: a clean error, no output.
// CHECK: acc2c: error: --emit=source is not implemented for C yet
void f(int n, double *p) {
#pragma acc parallel loop copy(p[0:n])
  for (int i = 0; i < n; ++i)
    p[i] = 0;
}
