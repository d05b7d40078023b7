// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// What a compute region cannot get from acc2c (gcc failed on the
// translation, or the run crashed): a register variable the region maps
// implicitly (kernels: copy) has no address; a private section of a pointer
// (private(t[0:2]): the region's own array, every reference to t made a
// reference to it) cannot share the pointer with another clause.
void f(int n, double *t, double *out) {
  // CHECK: source-unaddressable-data.c:[[#@LINE+1]]:35: error: private(t[0:2]): 't' is also named in another clause of the compute region at line [[#@LINE+1]]: a private section must be its only use there
#pragma acc parallel loop private(t[0:2]) copyout(out[0:n]) copyin(t[0:n])
  for (int i = 0; i < n; i++) {
    t[0] = i;
    out[i] = t[0];
  }
}

void g(void) {
  // CHECK: source-unaddressable-data.c:[[#@LINE+1]]:16: error: 'q' is a register variable: the compute region at line [[#@LINE+2]] maps it, which needs its address (drop 'register')
  register int q = 1;
#pragma acc kernels
  q += 1;
}
