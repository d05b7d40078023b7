// RUN: %acc2c %s -o %t.out 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
//
// present(x) of a local that no data clause of its function maps and whose
// address never leaves it (no &x, no array passed or assigned to a
// pointer) cannot be present: a warning, the translation still written.
void mapper(double *x, int n);

void f(double *p, int n) {
  double a[10], b[10], c[10], d[10];
  // CHECK: present-unmapped.c:[[#@LINE+3]]:35: warning: 'a' in the present clause of 'parallel loop' is never on the device: 'a' is local to 'f', no other data clause there maps it, and no other procedure gets it; the program stops here with 'not present' (map it with copyin, create or copy, or a data region around)
  // CHECK-NEXT: {{^}}#pragma acc parallel loop present(a, b, c, d, p[0:n])
  // CHECK-NEXT: {{^}}                                  ^
#pragma acc parallel loop present(a, b, c, d, p[0:n])
  for (int i = 0; i < 10; i++) a[i] = b[i] + c[i] + d[i] + p[i];
#pragma acc enter data copyin(b)
#pragma acc exit data delete(b)
  mapper(c, 10);
  double *q = &d[0];
  (void)q;
}
