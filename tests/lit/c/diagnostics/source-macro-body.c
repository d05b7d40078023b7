// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A compute region's body sees an array through a pointer to its device copy
// (OpenACC 3.3 2.6.2: each reference becomes (*a)). A reference written in a
// macro's body cannot be rewritten in the source text: an error at the
// macro's use. A variable passed as a macro argument is written in the region
// itself and is rewritten. No output is written or overwritten.
#define FIRST(x) x[0]
#define TOUCH a[1] = 0

void f(void) {
  double a[10];
#pragma acc parallel copy(a)
  {
    FIRST(a) = 1;
    // CHECK-NOT: source-macro-body.c:[[#@LINE-1]]:{{.*}}error
    // CHECK: source-macro-body.c:[[#@LINE+1]]:5: error: 'a' is used in a compute region through the body of a macro
    TOUCH;
  }
}
