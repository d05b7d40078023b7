// RUN: not %acc2c --emit=source %s -I %S/../Inputs 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -I %S/../Inputs -o %t.out
// RUN: grep -q keep %t.out
//
// A construct in the body of a function defined in a header (a static
// inline kernel): acc2c rewrites only the file it translates, so it cannot
// translate it, and says so rather than let gcc ignore the directive.
// CHECK: inline-kernel.h:3:1: error: 'parallel loop' is in an included file, in function 'bump'; acc2c rewrites only the file it translates, so directives in a header are not translated (move the function into a .c file)
#include "inline-kernel.h"

int main(void) {
  double v[4] = {0};
  bump(v, 4);
  return 0;
}
