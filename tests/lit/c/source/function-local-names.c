// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
//
// A region body that names macros, an enumerator, a typedef or a struct the
// enclosing function declares (FACTOR is #defined again inside it): a
// region function before `scale` would not see them, or would see the
// file's FACTOR. The region function is a GNU C nested function defined in
// the block that replaces the construct, where every name means what it
// means in the body (rewriter/c/CRewriterImpl.h, Region::nested). A region
// whose body names nothing local keeps its function before `scale`.
#define FACTOR 2.0
typedef double file_real;

// CHECK:     {{^}}static void acc2c_region_[[#@LINE+3]](int n, double *a) {
// CHECK:     {{^}}void scale(int n, double *a) {
void scale(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] *= FACTOR;
#undef FACTOR
#define FACTOR 3.0
#define IDX(i) ((i) + 0)
  enum { BS = 4 };
  typedef float real_t;
  struct pair { int x, y; };
  double out[8];
  file_real fine = 1;
// CHECK:      {{^}}/* acc2c: #pragma acc parallel loop copy(a[0:n]) copyout(out) */
// CHECK:      {{^}}{
// CHECK:      {{^}}/* (a GNU C nested function: the body names declarations of 'scale') */
// CHECK-NEXT: {{^}}void acc2c_region_[[#SECOND:@LINE+1]](int n, double *a, file_real fine, double (*out)[8]) {
#pragma acc parallel loop copy(a[0:n]) copyout(out)
  for (int i = 0; i < n; i++) {
    a[i] *= FACTOR + IDX(0) + fine;
    out[i % BS] = (real_t)a[i];
    struct pair p = {i, i};
    enum { INNER = 2 };
    typedef int own_t;
    own_t k = INNER + p.x;
    (void)k;
  }
  // CHECK: {{^}}} /* acc2c_region_[[#SECOND]] */
  // CHECK: {{^ *}}acc2c_region_[[#SECOND]](n,
}
