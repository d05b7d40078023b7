// RUN: %acc2c %s -o %t.out 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
//
// An enter data of a function's automatic variable that no exit data of the
// function undoes: its device copy outlives it (diagnostics/device-copy-outlives-local.f90
// has the Fortran cases). No warning for a static local, a global, an array
// whose address leaves the function, or the data a pointer points to.
void keep(double *x);
double g[4];

void f(double *p, int n) {
  double a[4], b[4], c[4], s = 0;
  static double kept[4];
  // CHECK: device-copy-outlives-local.c:[[#@LINE+3]]:31: warning: enter data maps locals of 'f' that no exit data there unmaps ('a', 's'): their device copies outlive them when it returns, and the next data at their addresses (another procedure's locals) is found present there, neither copied in nor back
  // CHECK-NEXT: {{^}}#pragma acc enter data copyin(a, b, c, s, kept, g, p[0:n])
  // CHECK-NEXT: {{^}}                              ^
#pragma acc enter data copyin(a, b, c, s, kept, g, p[0:n])
#pragma acc exit data delete(b)
  keep(c);
}
