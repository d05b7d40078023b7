// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s --check-prefix=CONSTRUCT
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// A data construct's exit actions (copyout, delete) sit at the end of its
// body: a return, goto, break or continue that leaves the body elsewhere
// would skip them (the copyout was lost and the mapping leaked). A
// structured block has one exit, at the bottom (OpenACC 3.3 1.6); Clang
// checks that for compute constructs only. Branches that stay inside the
// body (a loop's break and continue, a switch's break, a goto to a label
// in the body) are fine. Each message names the construct's line; where the
// branch is far below the construct, CONSTRUCT checks that line next to it.
int f(double *a, int n) {
  // CONSTRUCT: source-branch-out-of-data.c:{{[0-9]+}}:16: error: 'return' leaves the 'data' construct at line [[#@LINE+1]] before
#pragma acc data copy(a[0:n])
  {
    for (int i = 0; i < n; i++) {
      if (i == 2) break;
      if (i == 1) continue;
    }
    switch (n) {
    case 1: break;
    default:;
    }
    goto inside;
  inside:
    // CHECK: source-branch-out-of-data.c:[[#@LINE+1]]:16: error: 'return' leaves the 'data' construct at line {{[0-9]+}} before its end, where its exit actions (copyout, delete) are
    if (n > 0) return 1;
  }
  return 0;
}

void g(double *a, int n) {
  for (int k = 0; k < 2; k++) {
#pragma acc data copyout(a[0:n])
    {
      // CHECK: source-branch-out-of-data.c:[[#@LINE+1]]:14: error: 'break' leaves the 'data' construct at line [[#@LINE-2]]
      if (k) break;
    }
#pragma acc data create(a[0:n])
    // CHECK: source-branch-out-of-data.c:[[#@LINE+1]]:5: error: 'continue' leaves the 'data' construct at line [[#@LINE-1]]
    continue;
#pragma acc data copyin(a[0:n])
    {
      // CHECK: source-branch-out-of-data.c:[[#@LINE+1]]:7: error: 'goto' leaves the 'data' construct at line [[#@LINE-2]]
      goto out;
    }
  }
out:;
}
