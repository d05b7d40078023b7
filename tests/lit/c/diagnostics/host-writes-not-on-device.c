// RUN: %acc2c %s -o %t.graph 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
//
// The C side of diagnostics/host-writes-not-on-device.f90: a value the host
// gives mapped data in a data construct's body that no update brings to the
// device copy before a compute construct reads it. A pointer made to point
// elsewhere changes no data: no warning.

void step(int n, double *out) {
  double a[16], b[16];
  double *p = out, *q = out + 8;
#pragma acc data copyin(a) copy(b) copy(p[0:8])
  {
    // CHECK: [[#@LINE+2]]:5: warning: 'a' is assigned on the host inside the 'data' construct that maps it, and the 'parallel loop' construct at line [[#@LINE+4]] reads the device copy with no 'update device(a)' in between: it does not see this value
    // CHECK: [[#@LINE-3]]:25: note: 'a' is mapped here; an 'update device(a)' after the assignment gives the device copy the host's value; with shared memory the program may seem right without it
    a[0] = 1;
    p = q;
#pragma acc parallel loop
    for (int i = 0; i < 16; ++i)
      b[i] = a[i] + i;
  }
  out[0] = p[0];
}
