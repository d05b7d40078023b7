// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// A macro invocation that holds a construct and more (its body, statements
// around it, a second directive) is written out as its expansion, each
// directive a #pragma line, and then translated like code written so. The
// invocation stays as a comment; every line of the expansion, the
// directives' too, keeps the invocation's line; the directives start at
// its column and the columns after it, one each (constructs are known by
// their place). What follows the invocation on its line keeps its line and
// column.
#define ZERO(p, n) _Pragma("acc parallel loop copy(p[0:n])") for (int i = 0; i < n; ++i) p[i] = 0;
// SOLLVE_VV's offloading probe: a statement, then a target construct, from
// a macro used inside another.
#define PROBE(flag)                                                                                \
  flag = 0;                                                                                        \
  _Pragma("omp target map(from: flag)") { flag = 1; }
#define TEST(flag) { PROBE(flag) }
#define ON_DEVICE(...) _Pragma("omp target") { __VA_ARGS__ }
#define TWICE _Pragma("omp target update to(flag)") _Pragma("omp target update from(flag)")
// A directive alone is translated at the invocation, as it was written.
#define PRAGMA(x) _Pragma(#x)
#define UPDATE(x) PRAGMA(omp target update to(x))

void f(int n, double *p) {
  // CHECK:      {{^}}  /* acc2c: ZERO(p, n), written out: */{{ $}}
  // CHECK-NEXT: {{^}}#line [[#ZERO:@LINE+4]] "{{.*}}macro-constructs.c"
  // CHECK-NEXT: {{^}}  /* acc2c: #pragma acc parallel loop copy(p[0:n]) */
  // CHECK:      acc2c_region_[[#ZERO]](
  // CHECK:      {{^}}             n = 1;
  ZERO(p, n) n = 1;
}

int g(void) {
  int flag = -1, q = 3;
  // CHECK:      {{^}}  /* acc2c: TEST(flag), written out: */ { flag = 0;
  // CHECK-NEXT: {{^}}#line [[#TEST:@LINE+7]] "{{.*}}macro-constructs.c"
  // CHECK-NEXT: {{^}}  /* acc2c: #pragma omp target map(from: flag) */
  // CHECK:      acc2c_region_[[#TEST]](
  // CHECK:      {{^}}#line [[#TEST]] "{{.*}}macro-constructs.c"
  // CHECK-NEXT: {{^ *}}}
  // CHECK-NEXT: {{^}}#line [[#TEST]] "{{.*}}macro-constructs.c"
  // CHECK-NEXT: {{^}}            ;
  TEST(flag);
  // A variadic macro whose arguments are the body.
  // CHECK:      {{^}}  /* acc2c: ON_DEVICE(int t = q * 2; t += 1; (void)t;), written out: */{{ $}}
  // CHECK-NEXT: {{^}}#line [[#ON:@LINE+2]] "{{.*}}macro-constructs.c"
  // CHECK-NEXT: {{^}}  /* acc2c: #pragma omp target */
  ON_DEVICE(int t = q * 2; t += 1; (void)t;)
  // CHECK:      {{^}}  /* acc2c: TWICE, written out: */{{ $}}
  // CHECK-NEXT: {{^}}#line [[#@LINE+4]] "{{.*}}macro-constructs.c"
  // CHECK-NEXT: {{^}}  /* acc2c: #pragma omp target update to(flag) */
  // CHECK:      {{^}}   /* acc2c: #pragma omp target update from(flag) */
  // CHECK-NOT:  written out
  TWICE
  // CHECK:      {{^}}  /* acc2c: UPDATE(q) */
  UPDATE(q)
  return flag + q;
}
