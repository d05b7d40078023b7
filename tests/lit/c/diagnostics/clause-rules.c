// RUN: not %acc2c %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c %s -o %t.out
// RUN: test ! -e %t.out
// RUN: echo keep > %t.keep; not %acc2c --emit=source %s -o %t.keep
// RUN: grep -q keep %t.keep
//
// Data clause rules Clang does not check (OpenACC 3.3 2.7, 2.5.15): clauses
// of the copy family naming one item act as one (a warning spells it,
// docs/data-operations.md); any other pair of data clauses naming one item
// is an error, and so is a private copy of a reduction variable besides the
// reduction's own. The errors stop the translation: no output.
void f(int n, double *a, double s) {
  // CHECK: clause-rules.c:[[#@LINE+3]]:50: warning: 'a[0:n]' appears in more than one data clause of 'parallel loop' (copyin and copyout): acc2c applies them as one copy(a[0:n])
  // CHECK: clause-rules.c:[[#@LINE+2]]:34: note: the first clause naming it is here
  // CHECK: clause-rules.c:[[#@LINE+3]]:50: error: 'a[0:n]' appears in more than one data clause of 'parallel loop' (present and copyin); use one clause, e.g. copy
#pragma acc parallel loop copyin(a[0:n]) copyout(a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel loop present(a[0:n]) copyin(a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
  // CHECK: clause-rules.c:[[#@LINE+1]]:50: error: 's' is in a reduction clause of 'parallel loop' and in its private clause: the reduction makes the private copy
#pragma acc parallel loop reduction(+:s) private(s) copyin(a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
  // Two sections of one array are two items.
  // CHECK-NOT: error
#pragma acc parallel loop copyin(a[0:2]) copyout(a[2:2])
  for (int i = 0; i < 4; i++) a[i] = i;
}
