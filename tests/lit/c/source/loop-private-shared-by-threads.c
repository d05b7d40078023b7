// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -c %t.c -o %t.o
//
// A loop that runs inside an iteration of the host threads' loop
// (rewriter/common/LoopDirectives.h) keeps no directive, so its private
// clause has no OpenMP counterpart, and a variable the threads do not
// privatize would be the region function's, one for all of them: an array
// the region maps (referenced at the gang loop's level too: the gangs'
// copy), a scalar the region reads (its value, shared in the region
// function). The loop gets a block that declares each again under its
// name, of the type of the one it hides (docs/data-operations.md, "Private
// data of loops inside the threads' loop"); a view of an array (`(*st)` in
// the body) points to its copy. Data the threads privatize already (the
// region's loop-private data, the threads' own private clause) gets none.
void f(int n, int m, double a[m][n], double f[m][n], double t) {
  double st[4], w[2];
// CHECK:      {{^}}#pragma omp parallel for private(w)
// CHECK:      {{^}}/* acc2c: #pragma acc loop vector private(st, w, t) */
// CHECK-NEXT: {{^}}{ __typeof__(*st) acc2c_lp_st; __typeof__(st) st = &acc2c_lp_st; (void)st; __typeof__(t) t; (void)t;{{ *$}}
// CHECK-NEXT: {{^}}#line [[#@LINE+7]] "{{.*}}loop-private-shared-by-threads.c"
// CHECK-NEXT: {{^ *}}for (int i = 0; i < n; i++) {
// CHECK:      {{^}}}{{ *$}}
#pragma acc parallel loop gang copy(f[0:m][0:n], st) copyin(a[0:m][0:n])
  for (int k = 0; k < m; k++) {
    f[k][0] = st[0] + t;
#pragma acc loop vector private(st, w, t)
    for (int i = 0; i < n; i++) {
      st[0] = a[k][i];
      w[0] = st[0];
      t = w[0];
      f[k][i] = t;
    }
  }
// CHECK:      {{^}}/* acc2c: #pragma acc loop vector private(w) */
// CHECK-NEXT: {{^ *}}for (int i = 0; i < n; i++) {
#pragma acc parallel loop gang copy(f[0:m][0:n]) copyin(a[0:m][0:n]) private(w)
  for (int k = 0; k < m; k++) {
    w[1] = 0;
#pragma acc loop vector private(w)
    for (int i = 0; i < n; i++) {
      w[0] = a[k][i];
      f[k][i] = w[0];
    }
  }
}
