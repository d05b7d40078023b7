// RUN: %acc2c %s -o %t.graph 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
//
// A scalar no clause names is firstprivate on parallel (OpenACC 3.3 2.6.2):
// what the region writes to it is lost. When the host reads it after the
// region, a warning and a note at the read; the translation is written.
#include <stdio.h>

void f(int n, double *a) {
  double t = 0, u = 0;
  // CHECK: lost-firstprivate-write.c:[[#@LINE+8]]:5: warning: 't' is implicitly firstprivate in this 'parallel loop' (OpenACC 3.3 2.6.2: a scalar no clause names): what the region writes to it does not reach the host
  // CHECK-NEXT: {{^}}    t = a[i];
  // CHECK-NEXT: {{^}}    ^
  // CHECK-NEXT: lost-firstprivate-write.c:[[#@LINE+11]]:18: note: the host reads 't' here and sees its value from before the region; name it in copy(t) or a reduction clause to bring the region's value back
  // CHECK-NEXT: {{^}}  printf("%g\n", t);
  // CHECK-NEXT: {{^}}                 ^
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) {
    t = a[i];
    u = 2 * a[i];
    a[i] = t + u;
  }
  // u gets a new value before any read: no warning.
  u = 1;
  printf("%g\n", t);
  printf("%g\n", u);
}
