// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A compute region's body moves into a function before the enclosing one.
// Every name the body uses must mean there what it means in place: a macro
// #defined or #undefined inside the enclosing function (before, FACTOR
// silently became the file's 2.0 and a local IDX an undeclared function), an
// enumerator, a typedef or a struct declared in the function are errors at
// their first use in the body. What the body declares itself moves with it.
#define FACTOR 2.0
typedef double file_real;

void scale(int n, double *a) {
#undef FACTOR
#define FACTOR 3.0
#define IDX(i) ((i) + 0)
  enum { BS = 4 };
  typedef float real_t;
  struct pair { int x, y; };
  double out[8];
  file_real fine = 1; // declared at file scope: fine
#pragma acc parallel loop copy(a[0:n]) copyout(out)
  for (int i = 0; i < n; i++) {
    // CHECK: source-function-local-names.c:[[#@LINE+2]]:13: error: macro 'FACTOR' means something else before function 'scale', where acc2c moves the body of the compute region at line [[#@LINE-2]] (it is #defined inside the function); define it before the function
    // CHECK: source-function-local-names.c:[[#@LINE+1]]:22: error: macro 'IDX' means something else
    a[i] *= FACTOR + IDX(0) + fine;
    // CHECK: source-function-local-names.c:[[#@LINE+1]]:13: error: enumerator 'BS' is declared inside function 'scale'; acc2c moves the body of the compute region before the function (declare it at file scope)
    out[i % BS] = (real_t)a[i];
    // CHECK: source-function-local-names.c:[[#@LINE-1]]:20: error: type 'real_t' is declared inside function 'scale'
    // CHECK: source-function-local-names.c:[[#@LINE+1]]:5: error: type 'pair' is declared inside function 'scale'
    struct pair p = {i, i};
    // The body's own declarations move with it: no error.
    enum { INNER = 2 };
    typedef int own_t;
    own_t k = INNER + p.x;
    (void)k;
  }
}
