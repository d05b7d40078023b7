// RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: echo keep > %t.out; not %acc2c --emit=source %s -o %t.out
// RUN: grep -q keep %t.out
//
// Data acc2c cannot map, each an error at its clause or use (gcc failed on
// the translation, in a temporary file): a register variable or a bit-field
// has no address; a program that requires unified shared memory would need
// one address space, where acc2c keeps a separate device memory. (The
// rewriter's own: source-unaddressable-data.c.)
// CHECK: unaddressable-data.c:[[#@LINE+1]]:22: error: 'requires unified_shared_memory' is not supported by acc2c
#pragma omp requires unified_shared_memory
struct flags { int bf : 3; int k; };

void f(void) {
  register int r = 1;
  struct flags s = {1, 2};
  // CHECK: unaddressable-data.c:[[#@LINE+1]]:27: error: 'r' is a register variable: it has no address to map (drop 'register')
#pragma acc parallel copy(r)
  r += 1;
  // CHECK: unaddressable-data.c:[[#@LINE+1]]:27: error: 's.bf' is a bit-field: it has no address to map (name its struct)
#pragma acc parallel copy(s.bf)
  s.k += 1;
}
