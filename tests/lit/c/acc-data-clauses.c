// RUN: %acc2c %s | FileCheck %s
//
// OpenACC 3.3 data clauses on a data construct, from C (Clang 22 frontend):
// each clause decomposes into an entry op before the region and an exit op
// after it (docs/data-operations.md, "Entry and exit operations"); exits run in reverse.
// C sections are [start:length] (2.7.1): zero-based bounds with
// upper = start + length - 1, extent = length, startIdx 0, listed fastest
// dimension first (the last subscript written), as Clang's own OpenACC
// lowering orders them.

struct vec { int n; double *p; double a[4]; };

// CHECK-LABEL: func @clauses
void clauses(int n, double *p, struct vec s, struct vec *ps) {
  double a[10][20], b[100], c[8], d, e, f;
#pragma acc data copy(b) copyin(readonly: c) copyout(zero: d) create(e) no_create(f) present(a)
  {
  }
  // copy -> copyin + copyout; the whole array b[100] is 0..99.
  // CHECK:      %b[[B:[0-9]+]] = acc.bounds lowerbound(0) upperbound(99) extent(100) stride(1) startIdx(0)
  // CHECK-NEXT: %[[COPY:[0-9]+]] = acc.copyin varPtr(%b : double) bounds(%b[[B]]) -> {dataClause = #acc<data_clause acc_copy>, name = "b"}
  // copyin(readonly:) -> copyin + delete, the modifier kept.
  // CHECK:      %[[CIN:[0-9]+]] = acc.copyin varPtr(%c : double) bounds({{.*}}) -> {modifiers = [readonly], name = "c"}
  // copyout(zero:) -> create + copyout.
  // CHECK-NEXT: %[[COUT:[0-9]+]] = acc.create varPtr(%d : double) -> {dataClause = #acc<data_clause acc_copyout>, modifiers = [zero], name = "d"}
  // CHECK-NEXT: %[[CREATE:[0-9]+]] = acc.create varPtr(%e : double) -> {name = "e"}
  // CHECK-NEXT: %[[NOCREATE:[0-9]+]] = acc.nocreate varPtr(%f : double) -> {name = "f"}
  // present of a 2-D array: bounds of the last dimension (20) first.
  // CHECK-NEXT: %b[[A1:[0-9]+]] = acc.bounds lowerbound(0) upperbound(19) extent(20) stride(1) startIdx(0)
  // CHECK-NEXT: %b[[A2:[0-9]+]] = acc.bounds lowerbound(0) upperbound(9) extent(10) stride(1) startIdx(0)
  // CHECK-NEXT: %[[PRESENT:[0-9]+]] = acc.present varPtr(%a : double) bounds(%b[[A1]], %b[[A2]]) -> {name = "a"}
  // CHECK-NEXT: acc.data dataOperands(%[[COPY]], %[[CIN]], %[[COUT]], %[[CREATE]], %[[NOCREATE]], %[[PRESENT]]) {
  // CHECK-NEXT: }
  // CHECK-NEXT: acc.delete accPtr(%[[PRESENT]]) {dataClause = #acc<data_clause acc_present>, name = "a"}
  // CHECK-NEXT: acc.delete accPtr(%[[NOCREATE]]) {dataClause = #acc<data_clause acc_no_create>, name = "f"}
  // CHECK-NEXT: acc.delete accPtr(%[[CREATE]]) {dataClause = #acc<data_clause acc_create>, name = "e"}
  // CHECK-NEXT: acc.copyout accPtr(%[[COUT]]) to varPtr(%d) {modifiers = [zero], name = "d"}
  // CHECK-NEXT: acc.delete accPtr(%[[CIN]]) {dataClause = #acc<data_clause acc_copyin>, modifiers = [readonly], name = "c"}
  // CHECK-NEXT: acc.copyout accPtr(%[[COPY]]) to varPtr(%b) {dataClause = #acc<data_clause acc_copy>, name = "b"}

  // Sections: 1-D, `a[:n]` (start 0), 2-D with a whole last dimension.
#pragma acc data copyin(b[2:n], c[:4], a[1:3][0:20])
  ;
  // CHECK:      acc.bounds lowerbound(2) upperbound(n + 1) extent(n) stride(1) startIdx(0)
  // CHECK-NEXT: acc.copyin varPtr(%b : double) bounds({{.*}}) -> {name = "b[2:n]"}
  // CHECK-NEXT: acc.bounds lowerbound(0) upperbound(3) extent(4) stride(1) startIdx(0)
  // CHECK-NEXT: acc.copyin varPtr(%c : double) bounds({{.*}}) -> {name = "c[:4]"}
  // CHECK-NEXT: acc.bounds lowerbound(0) upperbound(19) extent(20) stride(1) startIdx(0)
  // CHECK-NEXT: acc.bounds lowerbound(1) upperbound(3) extent(3) stride(1) startIdx(0)
  // CHECK-NEXT: acc.copyin varPtr(%a : double) bounds({{.*}}, {{.*}}) -> {name = "a[1:3][0:20]"}

  // `a[0:5]` of a[10][20]: five whole rows (the unwritten dimension is whole).
#pragma acc data create(a[0:5])
  ;
  // CHECK:      acc.bounds lowerbound(0) upperbound(19) extent(20) stride(1) startIdx(0)
  // CHECK-NEXT: acc.bounds lowerbound(0) upperbound(4) extent(5) stride(1) startIdx(0)
  // CHECK-NEXT: acc.create varPtr(%a : double) bounds({{.*}}, {{.*}}) -> {name = "a[0:5]"}

  // A section of a pointer variable maps what p points to; the pointer
  // itself is neither copied nor attached: no varPtrPtr.
#pragma acc data copy(p[0:n])
  ;
  // CHECK:      acc.bounds lowerbound(0) upperbound(n - 1) extent(n) stride(1) startIdx(0)
  // CHECK-NEXT: acc.copyin varPtr(%p : double) bounds(%b{{[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "p[0:n]"}
  // CHECK-NOT:  varPtrPtr
  // CHECK:      acc.data

  // Pointer members (2.6.4): the section is mapped and the device copy of
  // the member attached through its slot (varPtrPtr); bounds may use other
  // members.
#pragma acc data copyin(s.p[0:n]) create(ps->p[0:ps->n]) present(s.a[1:2])
  ;
  // CHECK:      acc.copyin varPtr(%s.p : double) varPtrPtr(%s.p : pointer) bounds({{.*}}) -> {name = "s.p[0:n]"}
  // CHECK:      acc.bounds lowerbound(0) upperbound(ps->n - 1) extent(ps->n) stride(1) startIdx(0)
  // CHECK-NEXT: acc.create varPtr(%ps->p : double) varPtrPtr(%ps->p : pointer) bounds({{.*}}) -> {name = "ps->p[0:ps->n]"}
  // An array member is plain storage of the struct: no attach.
  // CHECK-NEXT: acc.bounds lowerbound(1) upperbound(2) extent(2) stride(1) startIdx(0)
  // CHECK-NEXT: acc.present varPtr(%s.a : double) bounds({{.*}}) -> {name = "s.a[1:2]"}

  // deviceptr and attach on a compute construct: deviceptr has no exit op
  // (2.7.5); attach -> attach + detach (2.7.12).
#pragma acc serial deviceptr(p) attach(s.p)
  ;
  // The struct holding the member is copied implicitly first, so that the
  // member's slot exists on the device (docs/descriptors.md, "The parent before
  // the member", as for d%p in Fortran), and released after the detach.
  // CHECK:      %[[DP:[0-9]+]] = acc.deviceptr varPtr(%p : double *) -> {name = "p"}
  // CHECK-NEXT: %[[S:[0-9]+]] = acc.copyin varPtr(%s : struct vec) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "s"}
  // CHECK-NEXT: %[[AT:[0-9]+]] = acc.attach varPtr(%s.p : double *) -> {name = "s.p"}
  // CHECK-NEXT: acc.serial dataOperands(%[[DP]], %[[S]], %[[AT]])
  // CHECK:      acc.detach accPtr(%[[AT]]) {dataClause = #acc<data_clause acc_attach>, name = "s.p"}
  // CHECK-NEXT: acc.copyout accPtr(%[[S]]) to varPtr(%s)
}
