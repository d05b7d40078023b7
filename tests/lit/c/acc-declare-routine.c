// RUN: %acc2c %s | FileCheck %s
//
// declare (OpenACC 3.3 2.13) and routine (2.15) from C. A declare's data
// lives until its scope ends: at file scope until the program ends (like a
// Fortran module's), in a function until it returns; declare_enter and
// declare_exit bracket it. A global named in a declare is visible in every
// function: no implicit op for it in a region.

double table[64];
#pragma acc declare create(table)
// CHECK-LABEL: func @acc-declare-routine.c {
// CHECK:      %[[T:[0-9]+]] = acc.create varPtr(%table : double) bounds({{.*}}) -> {name = "table"}
// CHECK-NEXT: %[[TOK:[0-9]+]] = acc.declare_enter dataOperands(%[[T]])
// CHECK-NEXT: acc.declare dataOperands(%[[T]])

#pragma acc routine seq
double scale(double v) { return 2 * v; }

double twice(double v);
#pragma acc routine(twice) worker

// routine(name) at file scope names the function.
// CHECK:      acc.routine @twice attributes {worker}
// CHECK-NEXT: acc.declare_exit token(%[[TOK]])
// CHECK-NEXT: acc.delete accPtr(%[[T]]) {dataClause = #acc<data_clause acc_create>, name = "table"}

// A routine directive right before a definition applies to it.
// CHECK-LABEL: func @scale {
// CHECK-NEXT: acc.routine @scale attributes {seq}

// CHECK-LABEL: func @use
void use(int n) {
  double local[16];
#pragma acc declare copyin(local)
#pragma acc parallel
  {
    local[0] = table[0] + scale(n);
  }
  // CHECK:      %[[L:[0-9]+]] = acc.copyin varPtr(%local : double) bounds({{.*}}) -> {name = "local"}
  // CHECK-NEXT: %[[LT:[0-9]+]] = acc.declare_enter dataOperands(%[[L]])
  // CHECK-NEXT: acc.declare dataOperands(%[[L]])
  // Neither local nor table gets an implicit op; n is a firstprivate scalar.
  // CHECK-NEXT: %[[N:[0-9]+]] = acc.firstprivate varPtr(%n : int) -> {implicit = true, name = "n"}
  // CHECK-NEXT: acc.parallel dataOperands(%[[N]]) {
  // CHECK-NEXT: }
  // CHECK-NEXT: acc.declare_exit token(%[[LT]])
  // CHECK-NEXT: acc.delete accPtr(%[[L]]) {dataClause = #acc<data_clause acc_copyin>, name = "local"}
}
