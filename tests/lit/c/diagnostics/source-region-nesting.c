// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A compute region's body runs on the device: a directive there that would
// launch another region or move data is not translated (Clang accepts these;
// gcc refuses them), each an error at its own line.
void f(int n, double a[n], double b[n]) {
#pragma acc parallel copy(a[0:n])
  {
    // CHECK: source-region-nesting.c:[[#@LINE+1]]:1: error: 'parallel loop' inside the compute region at line [[#@LINE-2]] is not translated by acc2c (write it before or after the region)
#pragma acc parallel loop
    for (int i = 0; i < n; i++) a[i] = i;
  }
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = i;
    // CHECK: source-region-nesting.c:[[#@LINE+1]]:1: error: 'update' inside the compute region
#pragma acc update self(a[i:1])
    // CHECK: source-region-nesting.c:[[#@LINE+1]]:1: error: 'enter data' inside the compute region
#pragma acc enter data copyin(b[0:n])
  }
}
