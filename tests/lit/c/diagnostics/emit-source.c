// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// Directives written as _Pragma, directly or through a macro, are not in the
// source text the C rewriter edits: each one is an error at its place (the
// macro's use), and no output is written or overwritten.
#define ZERO(p, n) _Pragma("acc parallel loop copy(p[0:n])") for (int i = 0; i < n; ++i) p[i] = 0;

void f(int n, double *p) {
  // CHECK: emit-source.c:[[#@LINE+3]]:3: error: 'parallel loop' is written with _Pragma or inside a macro; acc2c rewrites directives in the source text and cannot rewrite a macro's expansion yet (write it as #pragma)
  // CHECK-NEXT: {{^}}  ZERO(p, n)
  // CHECK-NEXT: {{^}}  ^
  ZERO(p, n)
}

void g(int n, double *p) {
  // CHECK: emit-source.c:[[#@LINE+1]]:3: error: 'parallel loop' is written with _Pragma
  _Pragma("acc parallel loop copy(p[0:n])")
  for (int i = 0; i < n; ++i)
    p[i] = 0;
}
