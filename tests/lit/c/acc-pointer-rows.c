// RUN: %acc2c --emit=graph %s | FileCheck %s
//
// An array of row pointers (double **rows) is mapped in two steps (OpenACC
// 3.3 2.7.1): the pointers, then each row. rows[i][0:m] is the data of one
// pointer element, attached through it (varPtrPtr), like a struct member's.
void f(double **rows, int n, int m) {
  // CHECK: acc.copyin varPtr(%rows : double *) bounds(%{{b[0-9]+}}) -> {name = "rows[0:n]", structured = false}
#pragma acc enter data copyin(rows[0:n])
  for (int i = 0; i < n; i++) {
    // CHECK: %{{b[0-9]+}} = acc.bounds lowerbound(0) upperbound(m - 1) extent(m) stride(1) startIdx(0)
    // CHECK: acc.copyin varPtr(%rows[i] : double) varPtrPtr(%rows[i] : pointer) bounds(%{{b[0-9]+}}) -> {name = "rows[i][0:m]", structured = false}
#pragma acc enter data copyin(rows[i][0:m])
  }
}
