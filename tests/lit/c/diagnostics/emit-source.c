// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A directive written with _Pragma inside a macro whose expansion holds the
// construct's body too cannot be rewritten: acc2c edits the source text, and
// the directive and the loop are one macro call there. An error at the
// macro's use, and no output is written or overwritten. (A macro that
// expands to the directive alone is translated: ../source/pragma-operator.c.)
#define ZERO(p, n) _Pragma("acc parallel loop copy(p[0:n])") for (int i = 0; i < n; ++i) p[i] = 0;

void f(int n, double *p) {
  // CHECK: emit-source.c:[[#@LINE+3]]:3: error: 'parallel loop' comes from a macro whose expansion holds the construct's body too; acc2c rewrites the directive's text and cannot split a macro (give the directive a macro of its own, or write it as #pragma)
  // CHECK-NEXT: {{^}}  ZERO(p, n)
  // CHECK-NEXT: {{^}}  ^
  ZERO(p, n)
}
