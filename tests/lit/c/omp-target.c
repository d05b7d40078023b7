// RUN: %acc2c %s | FileCheck %s
//
// OpenMP 5.2 device constructs from C with map types and modifiers
// (5.8.3): on target and target data, tofrom -> copyin + copyout, to ->
// copyin + delete, from -> create + copyout, alloc -> create + delete; on
// enter data to -> copyin and alloc -> create; on exit data from ->
// copyout, release and delete -> delete; target update to/from ->
// update_device/update_host (13.9). Implicitly (5.8.9): an array is mapped
// tofrom, a scalar is firstprivate, and a C pointer is the base pointer of a
// zero-length section: private, holding the device address (firstprivate);
// a reduction variable of a combined target construct is mapped tofrom.

struct vec { int n; double *p; };

double g[64];
int lk;
#pragma omp declare target enter(g) link(lk)
// CHECK-LABEL: func @omp-target.c {
// CHECK:      omp.copyin varPtr(%g : double) bounds({{.*}}) -> {dataClause = #omp<data_clause omp_enter>, name = "g", structured = false}
// CHECK-NEXT: omp.declare_link varPtr(%lk : int) -> {dataClause = #omp<data_clause omp_link>, name = "lk", structured = false}
// CHECK-NEXT: omp.declare_target dataOperands(

#pragma omp begin declare target
double twice(double v) { return 2 * v; }
#pragma omp end declare target
// A procedure in declare target is no data: only the construct remains.
// CHECK-NEXT: omp.declare_target @twice

// CHECK-LABEL: func @maps
void maps(int n, double *p, struct vec s) {
  double a[8][4], x = 1;
#pragma omp target data map(tofrom: a) map(to: p[0:n]) map(from: x) use_device_ptr(p)
  { a[0][0] = 1; }
  // CHECK:      %[[A:[0-9]+]] = omp.copyin varPtr(%a : double) bounds({{.*}}, {{.*}}) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "a"}
  // CHECK:      %[[P:[0-9]+]] = omp.copyin varPtr(%p : double) bounds({{.*}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "p[0:n]"}
  // CHECK-NEXT: %[[X:[0-9]+]] = omp.create varPtr(%x : double) -> {dataClause = #omp<data_clause omp_map>, map_type = from, name = "x"}
  // CHECK-NEXT: %[[U:[0-9]+]] = omp.use_device varPtr(%p : double *) -> {dataClause = #omp<data_clause omp_use_device_ptr>, name = "p"}
  // CHECK-NEXT: omp.target_data dataOperands(%[[A]], %[[P]], %[[X]], %[[U]]) {
  // CHECK-NEXT: }
  // CHECK-NEXT: omp.copyout accPtr(%[[X]]) to varPtr(%x)
  // CHECK-NEXT: omp.delete accPtr(%[[P]])
  // CHECK-NEXT: omp.copyout accPtr(%[[A]]) to varPtr(%a)

#pragma omp target enter data map(to: s, s.p[0:n]) map(alloc: a[0:2][:]) nowait
  // A pointer member is attached through its slot; no descriptor map in C.
  // CHECK:      omp.copyin varPtr(%s : struct vec) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "s", structured = false}
  // CHECK:      omp.copyin varPtr(%s.p : double) varPtrPtr(%s.p : pointer) bounds({{.*}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "s.p[0:n]", structured = false}
  // CHECK-NOT:  descriptor
  // CHECK:      omp.bounds lowerbound(0) upperbound(1) extent(2) stride(1) startIdx(0)
  // CHECK-NEXT: omp.create varPtr(%a : double) bounds({{.*}}, {{.*}}) -> {dataClause = #omp<data_clause omp_map>, map_type = alloc, name = "a[0:2][:]", structured = false}
  // CHECK-NEXT: omp.target_enter_data dataOperands({{.*}}) attributes {nowait}

#pragma omp target exit data map(from: s.p[0:n]) map(release: s) map(delete: a)
  // CHECK:      omp.copyout varPtr(%s.p : double) varPtrPtr(%s.p : pointer) bounds({{.*}}) {dataClause = #omp<data_clause omp_map>, map_type = from, name = "s.p[0:n]", structured = false}
  // CHECK-NEXT: omp.delete varPtr(%s : struct vec) {dataClause = #omp<data_clause omp_map>, map_type = release, name = "s", structured = false}
  // CHECK:      omp.delete varPtr(%a : double) bounds({{.*}}, {{.*}}) {dataClause = #omp<data_clause omp_map>, map_type = delete, name = "a", structured = false}
  // CHECK-NEXT: omp.target_exit_data

#pragma omp target update to(a[1][0:4]) from(present: p[0:n]) if(n > 2)
  // CHECK:      omp.bounds lowerbound(0) upperbound(3) extent(4) stride(1) startIdx(0)
  // CHECK-NEXT: omp.bounds lowerbound(1) upperbound(1) extent(1) stride(1) startIdx(0)
  // CHECK-NEXT: omp.update_device varPtr(%a : double) bounds({{.*}}, {{.*}}) -> {dataClause = #omp<data_clause omp_to>, name = "a[1][0:4]", structured = false}
  // CHECK:      omp.update_host varPtr(%p : double) bounds({{.*}}) {dataClause = #omp<data_clause omp_from>, modifiers = [present], name = "p[0:n]", structured = false}
  // CHECK-NEXT: omp.target_update dataOperands({{.*}}) if(n > 2)

#pragma omp target map(always, close, tofrom: x)
  { x += a[0][0] + p[0]; a[0][1] = x; }
  // CHECK:      %[[TX:[0-9]+]] = omp.copyin varPtr(%x : double) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, modifiers = [always, close], name = "x"}
  // CHECK:      %[[TA:[0-9]+]] = omp.copyin varPtr(%a : double) bounds({{.*}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
  // CHECK-NEXT: %[[TP:[0-9]+]] = omp.firstprivate varPtr(%p : double *) -> {dataClause = #omp<data_clause omp_firstprivate>, implicit = true, name = "p"}
  // CHECK-NEXT: omp.target dataOperands(%[[TX]], %[[TA]], %[[TP]]) {
  // CHECK-NEXT: }
  // CHECK-NEXT: omp.copyout accPtr(%[[TA]]) to varPtr(%a)
  // CHECK-NEXT: omp.copyout accPtr(%[[TX]]) to varPtr(%x)

#pragma omp target teams distribute parallel for map(present, to: p[:n]) reduction(+: x)
  for (int i = 0; i < n; ++i)
    x += p[i];
  // CHECK:      %[[CP:[0-9]+]] = omp.copyin varPtr(%p : double) bounds({{.*}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, modifiers = [present], name = "p[:n]"}
  // CHECK-NEXT: %[[CR:[0-9]+]] = omp.reduction varPtr(%x : double) -> {reduction_operator = "add", name = "x"}
  // CHECK-NEXT: %[[CX:[0-9]+]] = omp.copyin varPtr(%x : double) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "x"}
  // CHECK-NEXT: %[[CN:[0-9]+]] = omp.firstprivate varPtr(%n : int) -> {dataClause = #omp<data_clause omp_firstprivate>, implicit = true, name = "n"}
  // CHECK-NEXT: omp.target_teams_distribute_parallel_for dataOperands(%[[CP]], %[[CR]], %[[CX]], %[[CN]]) {

  // Host OpenMP moves no data.
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    p[i] = 0;
  // CHECK:      omp.parallel_for loc(
}
