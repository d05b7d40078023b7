// RUN: not %acc2c %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c %s -o %t.out
// RUN: test ! -e %t.out
// RUN: echo keep > %t.keep; not %acc2c --emit=source %s -o %t.keep
// RUN: grep -q keep %t.keep
//
// An array of unknown size (extern double g[];) has no extent to map
// whole: a region that uses it with no clause, or a clause that names it
// without a section, is an error asking for a section with a length.
extern double g[];
void f(int n) {
  // CHECK: unsized-array.c:[[#@LINE+2]]:31: error: array 'g' of unknown size needs a section with a length (e.g. 'g[0:n]')
#pragma acc parallel loop
  for (int i = 0; i < n; i++) g[i] = i;
}
