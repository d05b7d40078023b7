// RUN: %acc2c %s | FileCheck %s
//
// Const data a region references without a clause cannot change on the
// device, so it only comes in: OpenACC's implicit copy (2.6.2: arrays, and
// scalars in kernels) becomes copyin + delete, OpenMP's implicit tofrom map
// (5.2 5.8.9) becomes `to`. Copying it back wrote a `static const` table in
// read-only memory: the program stopped with SIGSEGV. A pointer to const
// data is itself not const (its firstprivate rule is unchanged); the
// section of its data that the loop reaches (inferred as NVIDIA's compilers
// do, docs/data-operations.md) only comes in.
static const double w[3] = {0.25, 0.5, 0.25};

// CHECK-LABEL: func @f
void f(double *out, const double *in) {
  const int k = 2;
// CHECK:      %[[W:[0-9]+]] = acc.copyin varPtr(%w : double) bounds({{.*}}) -> {implicit = true, name = "w"}
// CHECK-NEXT: %[[IN:[0-9]+]] = acc.firstprivate varPtr(%in : const double *) -> {implicit = true, name = "in"}
// CHECK-NEXT: acc.bounds lowerbound(0) upperbound(2) extent(3)
// CHECK-NEXT: %[[INS:[0-9]+]] = acc.copyin varPtr(%in : double) bounds({{.*}}) -> {implicit = true, name = "in[0:3]"}
// CHECK-NEXT: acc.parallel combined(loop) dataOperands({{.*}}, %[[W]], %[[IN]], %[[INS]])
// CHECK-NOT:  acc.copyout accPtr(%[[INS]])
// CHECK:      acc.delete accPtr(%[[INS]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "in[0:3]"}
// CHECK-NOT:  acc.copyout accPtr(%[[W]])
// CHECK:      acc.delete accPtr(%[[W]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "w"}
// CHECK-NOT:  acc.copyout accPtr(%[[W]])
#pragma acc parallel loop copyout(out[0:3])
  for (int i = 0; i < 3; i++) out[i] = w[i] + in[i];
// CHECK:      %[[K:[0-9]+]] = acc.copyin varPtr(%k : int) -> {implicit = true, name = "k"}
// CHECK-NEXT: acc.kernels dataOperands({{.*}}, %[[K]])
// CHECK:      acc.delete accPtr(%[[K]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "k"}
#pragma acc kernels copyout(out[0:3])
  out[0] = k;
// CHECK:      %[[WM:[0-9]+]] = omp.copyin varPtr(%w : double) bounds({{.*}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = to, name = "w"}
// CHECK:      omp.delete accPtr(%[[WM]]) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = to, name = "w"}
#pragma omp target map(from: out[0:3])
  for (int i = 0; i < 3; i++) out[i] = w[i];
}
