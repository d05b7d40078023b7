// RUN: %acc2c %s | FileCheck %s
//
// A scalar that OpenACC 3.3 2.6.2 (OpenMP 5.2 5.8.9) makes firstprivate,
// which the region, or every iteration of a loop in it, sets before reading
// it, never reads the value it comes in with: acc2c makes it private (rule
// written-first-private, docs/differences-from-flang.md D34). Where anything
// else reads it first, it stays firstprivate. (C: an assignment that calls
// a function or reads through a pointer could read the scalar, whose
// address the function may have taken: the analysis stops there,
// frontend/c/CUseOrder.h; the arrays here are the function's own.)

// CHECK-LABEL: func @each_iteration
void each_iteration(void) {
  enum { n = 64 };
  float a[n], b[n], t, u, v;
  // CHECK-DAG: acc.private varPtr(%t : float) -> {implicit = true, name = "t"}
  // Read after the loop that sets it: a loop with no iteration leaves the
  // value it came in with.
  // CHECK-DAG: acc.firstprivate varPtr(%u : float) -> {implicit = true, name = "u"}
  // Read before it is set.
  // CHECK-DAG: acc.firstprivate varPtr(%v : float) -> {implicit = true, name = "v"}
  // CHECK:     acc.parallel
#pragma acc parallel copy(a, b)
  {
#pragma acc loop
    for (int i = 0; i < n; ++i) {
      t = a[i] * 2;
      b[i] = t + 1;
    }
    for (int i = 0; i < n; ++i)
      u = a[i];
    a[0] = u;
#pragma acc loop
    for (int i = 0; i < n; ++i) {
      b[i] = v;
      v = a[i];
    }
  }
}

// CHECK-LABEL: func @target_top
void target_top(int *r) {
  int k;
  // CHECK: omp.private varPtr(%k : int) -> {dataClause = #omp<data_clause omp_private>, implicit = true, name = "k"}
#pragma omp target map(from : r[0:2])
  {
    k = 7;
    r[0] = k;
    r[1] = k + 1;
  }
}
