// RUN: not %acc2c --emit=source %s -I %S/../Inputs 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -I %S/../Inputs -o %t.out
// RUN: grep -q keep %t.out
//
// A header whose functions hold constructs is translated in place of its
// #include (docs/architecture.md, "Included files"), except
// where that would change the program: one included twice without an
// include guard (its text in place of the first #include, the second
// would read the file again) and one named through a macro.
// CHECK: unguarded-kernel.h:4:1: error: this directive is in '{{.*}}unguarded-kernel.h', which acc2c translates in place of its #include, but it is included 2 times and has no include guard (#ifndef ... #define ... #endif): its code would be defined more than once
// CHECK: macro-named-kernel.h:2:1: error: this directive is in '{{.*}}macro-named-kernel.h', which acc2c translates in place of its #include, but its #include names it through a macro
#define WANT_BUMP
#include "unguarded-kernel.h"
#undef WANT_BUMP
#include "unguarded-kernel.h"

#define KERNEL_HEADER "macro-named-kernel.h"
#include KERNEL_HEADER

int main(void) {
  double v[4] = {0};
  bump(v, 4);
  bump2(v, 4);
  return 0;
}
