// RUN: not %acc2c %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c %s -o %t.out
// RUN: test ! -e %t.out
// RUN: echo keep > %t.keep; not %acc2c --emit=source %s -o %t.keep
// RUN: grep -q keep %t.keep
//
// Data clause rules Clang does not check (OpenACC 3.3 2.7, 2.5.15): one data
// clause per variable on a directive (copyin(a) copyout(a) would share one
// counter, and the copyout would not copy), and no private copy of a
// reduction variable besides the reduction's own.
void f(int n, double *a, double s) {
  // CHECK: clause-rules.c:[[#@LINE+1]]:50: error: 'a[0:n]' appears in more than one data clause of 'parallel loop' (copyin and copyout); use one clause, e.g. copy
#pragma acc parallel loop copyin(a[0:n]) copyout(a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
  // CHECK: clause-rules.c:[[#@LINE+1]]:50: error: 's' is in a reduction clause of 'parallel loop' and in its private clause: the reduction makes the private copy
#pragma acc parallel loop reduction(+:s) private(s) copyin(a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
  // Two sections of one array are two items.
  // CHECK-NOT: error
#pragma acc parallel loop copyin(a[0:2]) copyout(a[2:2])
  for (int i = 0; i < 4; i++) a[i] = i;
}
