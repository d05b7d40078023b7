// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A compute region moves into a function before the enclosing one, where a
// struct or typedef declared inside the enclosing function is not visible:
// each variable of such a type used in the region is an error.
void f(void) {
  struct local { int k; } s;
  typedef double real;
  real r = 0;
  // CHECK: source-local-type.c:[[#@LINE-3]]:27: error: 's' has a type declared inside function 'f'; acc2c moves compute regions into functions of their own before it (declare the type at file scope)
  // CHECK: source-local-type.c:[[#@LINE-2]]:8: error: 'r' has a type declared inside function 'f'
#pragma acc parallel copy(s, r)
  s.k = r;
}
