// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A macro whose expansion holds a construct and more is written out as its
// expansion (../source/macro-constructs.c); where that would lose a pragma
// of another kind that the preprocessor or the parser consumes, it is an
// error at the macro's use, and no output is written or overwritten.
#define ZERO(p, n)                                                                                 \
  _Pragma("GCC diagnostic push")                                                                   \
      _Pragma("acc parallel loop copy(p[0:n])") for (int i = 0; i < n; ++i) p[i] = 0;              \
  _Pragma("GCC diagnostic pop")
#define ONE(p, n)                                                                                  \
  _Pragma("unroll 2") for (int i = 0; i < n; ++i) p[i] = 1;                                        \
  _Pragma("acc update device(p[0:n])")

void f(int n, double *p) {
  // CHECK: emit-source.c:[[#@LINE+3]]:3: error: this macro invocation holds an OpenMP or OpenACC construct and a pragma of another kind; acc2c writes such an invocation out as its expansion, which would lose that pragma (give the construct a macro of its own)
  // CHECK-NEXT: {{^}}  ZERO(p, n)
  // CHECK-NEXT: {{^}}  ^
  ZERO(p, n)
  // CHECK: emit-source.c:[[#@LINE+1]]:3: error: this macro invocation holds an OpenMP or OpenACC construct and a pragma of another kind
  ONE(p, n)
}
