// RUN: not %acc2c %s 2>&1 | FileCheck %s
// RUN: rm -f %t.out; not %acc2c %s -o %t.out
// RUN: test ! -e %t.out
// RUN: echo keep > %t.keep; not %acc2c --emit=source %s -o %t.keep
// RUN: grep -q keep %t.keep
//
// Data clauses need contiguous data (OpenACC 3.3 2.7.1): after a subscript
// that spans several elements, every faster-varying one must be whole. What
// the bounds prove is refused: copying the whole span instead would write
// device garbage over the host's data between the pieces.
void f(int n) {
  static int a[4][4];
  double m[8][n];
  // CHECK: non-contiguous.c:[[#@LINE+1]]:35: error: 'a[0:4][1:2]' is not contiguous: after a subscript that spans several elements, the following ones must be whole (OpenACC 3.3 2.7.1); map the rows one by one
#pragma acc parallel loop copyout(a[0:4][1:2])
  for (int i = 0; i < 4; i++) a[i][1] = a[i][2] = i;
  // CHECK: non-contiguous.c:[[#@LINE+1]]:25: error: 'a[1:2][3]' is not contiguous
#pragma acc update self(a[1:2][3])
  // CHECK: non-contiguous.c:[[#@LINE+1]]:25: error: 'm[0:2][1:n-1]' is not contiguous
#pragma acc update self(m[0:2][1:n-1])
  // Whole rows, one element of one row, one row's part: contiguous.
  // CHECK-NOT: error
#pragma acc update self(a[1:2][0:4], a[2][3], a[3][1:2], m[0:2][0:n], m[3][1:n-1])
}
