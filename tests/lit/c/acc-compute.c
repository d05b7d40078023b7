// RUN: %acc2c %s | FileCheck %s
//
// Compute constructs, loops and the implicit data attributes of OpenACC 3.3
// 2.6.2, from C: a scalar (in C also a pointer) referenced in a region and in
// no clause is firstprivate on parallel and serial and copy on kernels (the
// part of a pointer's data the body subscripts comes in too, as NVIDIA's
// compilers infer it: implicit-pointer-sections.c); an
// array or a struct is copy, or present under default(present); a reduction
// variable of a combined construct in no other clause is copy; the loop
// variable of an associated loop declared outside it is private (2.6.1).
// Variables declared inside the region are not data of the construct.

struct vec { int n; double *p; };

// CHECK-LABEL: func @implicit
void implicit(int n, double *p, struct vec s) {
  double a[100], x = 0;
  int i;
#pragma acc parallel
  {
    double t = x;
    a[0] = t + p[0] + s.n; s.n = 1;
  }
  // CHECK:      %[[X:[0-9]+]] = acc.firstprivate varPtr(%x : double) -> {implicit = true, name = "x"}
  // CHECK-NEXT: acc.bounds lowerbound(0) upperbound(99) extent(100) stride(1) startIdx(0)
  // CHECK-NEXT: %[[A:[0-9]+]] = acc.copyin varPtr(%a : double) bounds({{.*}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  // CHECK-NEXT: %[[P:[0-9]+]] = acc.firstprivate varPtr(%p : double *) -> {implicit = true, name = "p"}
  // CHECK-NEXT: acc.bounds lowerbound(0) upperbound(0) extent(1)
  // CHECK-NEXT: %[[PS:[0-9]+]] = acc.copyin varPtr(%p : double) bounds({{.*}}) -> {implicit = true, name = "p[0:1]"}
  // CHECK-NEXT: %[[S:[0-9]+]] = acc.copyin varPtr(%s : struct vec) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "s"}
  // CHECK-NEXT: acc.parallel dataOperands(%[[X]], %[[A]], %[[P]], %[[PS]], %[[S]]) {
  // CHECK-NEXT: }
  // CHECK-NEXT: acc.copyout accPtr(%[[S]]) to varPtr(%s)
  // CHECK-NEXT: acc.delete accPtr(%[[PS]])
  // CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a)
  // CHECK-NOT:  name = "t"

#pragma acc kernels
  { x += a[1] + n; a[3] = x; n += 0; }
  // On kernels scalars are copy too.
  // CHECK:      acc.copyin varPtr(%x : double) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "x"}
  // CHECK:      acc.copyin varPtr(%a : double) bounds({{.*}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  // CHECK-NEXT: acc.copyin varPtr(%n : int) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "n"}
  // CHECK-NEXT: acc.kernels dataOperands

#pragma acc serial default(present)
  a[2] = x;
  // CHECK:      acc.present varPtr(%a : double) bounds({{.*}}) -> {implicit = true, name = "a"}
  // CHECK-NEXT: acc.firstprivate varPtr(%x : double) -> {implicit = true, name = "x"}
  // CHECK-NEXT: acc.serial dataOperands({{.*}}) default(present) {

  // Data of an enclosing data construct is not implicit again.
#pragma acc data copy(a)
  {
#pragma acc parallel loop
    for (i = 0; i < 100; ++i)
      a[i] = 0;
  }
  // CHECK:      %[[DA:[0-9]+]] = acc.copyin varPtr(%a : double) bounds({{.*}}) -> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  // CHECK-NEXT: acc.data dataOperands(%[[DA]]) {
  // CHECK-NEXT:   %[[I:[0-9]+]] = acc.private varPtr(%i : int) -> {implicit = true, name = "i"}
  // CHECK-NEXT:   acc.parallel combined(loop) dataOperands(%[[I]]) {
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
}

// CHECK-LABEL: func @written_first
void written_first(int n, double *p) {
  double s = 1, t = 2, u = 3;
  // s is set at the top of the region before anything reads it: copyout
  // only (rule written-first). t's assignment reads through a pointer,
  // which could reach t; u is set inside a loop: both stay copy.
#pragma acc kernels copyin(p[0:n])
  {
    s = 2 * n;
    t = p[0];
    for (int i = 0; i < n; i++) u = p[i];
  }
  // CHECK-DAG:  %[[S:[0-9]+]] = acc.create varPtr(%s : double) -> {dataClause = #acc<data_clause acc_copyout>, implicit = true, name = "s"}
  // CHECK-DAG:  acc.copyin varPtr(%t : double) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "t"}
  // CHECK-DAG:  acc.copyin varPtr(%u : double) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "u"}
  // CHECK:      acc.kernels dataOperands(
  // CHECK:      acc.copyout accPtr(%[[S]]) to varPtr(%s) {implicit = true, name = "s"}
}

// CHECK-LABEL: func @loops
void loops(int n, double *p, double *q) {
  double sum = 0, t = 1, m = 0;
  int i, j;
#pragma acc parallel loop collapse(2) private(t) firstprivate(m) reduction(+:sum) copyin(p[0:n*n])
  for (i = 0; i < n; ++i)
    for (j = 0; j < n; ++j)
      sum += p[i * n + j] * t + m;
  // CHECK:      %[[T:[0-9]+]] = acc.private varPtr(%t : double) -> {name = "t"}
  // CHECK-NEXT: %[[M:[0-9]+]] = acc.firstprivate varPtr(%m : double) -> {name = "m"}
  // CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%sum : double) -> {reduction_operator = "add", name = "sum"}
  // CHECK-NEXT: acc.bounds lowerbound(0) upperbound(n*n - 1) extent(n*n) stride(1) startIdx(0)
  // CHECK-NEXT: %[[PIN:[0-9]+]] = acc.copyin varPtr(%p : double) bounds({{.*}}) -> {name = "p[0:n*n]"}
  // Both collapsed loop variables are private; the reduction variable is
  // copied so that its result reaches the host; n is a firstprivate scalar.
  // CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : int) -> {implicit = true, name = "i"}
  // CHECK-NEXT: %[[J:[0-9]+]] = acc.private varPtr(%j : int) -> {implicit = true, name = "j"}
  // CHECK-NEXT: %[[SUM:[0-9]+]] = acc.copyin varPtr(%sum : double) -> {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "sum"}
  // CHECK-NEXT: %[[N:[0-9]+]] = acc.firstprivate varPtr(%n : int) -> {implicit = true, name = "n"}
  // CHECK-NEXT: acc.parallel combined(loop) dataOperands(%[[T]], %[[M]], %[[R]], %[[PIN]], %[[I]], %[[J]], %[[SUM]], %[[N]]) collapse(2) {

  int k;
#pragma acc parallel copy(q[0:n])
  {
#pragma acc loop gang reduction(max:m)
    for (k = 0; k < n; ++k) {
#pragma acc atomic update
      q[k] += 1;
#pragma acc cache(readonly: p[k:2])
    }
  }
  // CHECK:      acc.parallel dataOperands({{.*}}) {
  // CHECK-NEXT:   %[[LR:[0-9]+]] = acc.reduction varPtr(%m : double) -> {reduction_operator = "max", name = "m"}
  // CHECK-NEXT:   %[[K:[0-9]+]] = acc.private varPtr(%k : int) -> {implicit = true, name = "k"}
  // CHECK-NEXT:   acc.loop dataOperands(%[[LR]], %[[K]]) attributes {gang} {
  // CHECK-NEXT:     acc.atomic.update loc(
  // CHECK-NEXT:     acc.bounds lowerbound(k) upperbound(k + 1) extent(2) stride(1) startIdx(0)
  // CHECK-NEXT:     %{{[0-9]+}} = acc.cache varPtr(%p : double) bounds({{.*}}) -> {modifiers = [readonly], name = "p[k:2]"}
  // CHECK-NEXT:     acc.cache dataOperands
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
}

// CHECK-LABEL: func @host_data
void host_data(int n, double *p) {
#pragma acc data copy(p[0:n])
#pragma acc host_data use_device(p)
  {
    p[0] = 0;
  }
  // CHECK:      acc.data dataOperands(%{{[0-9]+}}) {
  // CHECK-NEXT:   %[[U:[0-9]+]] = acc.use_device varPtr(%p : double *) -> {name = "p"}
  // CHECK-NEXT:   acc.host_data dataOperands(%[[U]]) {
}
