// RUN: %acc2c --emit=graph %s | FileCheck %s
// RUN: %acc2c --emit=source %s | FileCheck --check-prefix=SRC %s
//
// A dynamic multidimensional array in one clause (OpenACC 3.3 2.7.1):
// `a[0:n][0:m]` of `double **a` is its pointer vector a[0:n], created and
// deleted but never copied (its device copy holds the rows' device
// addresses), and its rows, one variable a[acc2c_row] whose actions run for
// every row, each attached through its element of the vector.
void f(double **a, int n, int m) {
  // CHECK-LABEL: func @f
  // CHECK:      [[V:%[0-9]+]] = acc.create varPtr(%a : double *) bounds(%{{b[0-9]+}}) -> {name = "a[0:n]", pointer_vector = true}
  // CHECK:      [[R:%[0-9]+]] = acc.copyin varPtr(%a[acc2c_row] : double) varPtrPtr(%a[acc2c_row] : pointer) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "a[0:n][0:m]", each = "acc2c_row = 0 to n - 1"}
  // CHECK:      acc.data dataOperands([[V]], [[R]])
  // The rows leave first: each detaches from the vector before it goes.
  // CHECK:      acc.copyout accPtr([[R]]) to varPtr(%a[acc2c_row]) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n][0:m]", each = "acc2c_row = 0 to n - 1"}
  // CHECK-NEXT: acc.delete accPtr([[V]]) {dataClause = #acc<data_clause acc_create>, name = "a[0:n]", pointer_vector = true}
#pragma acc data copy(a[0:n][0:m])
  ;
  // exit data: the rows before the vector too; update moves rows only.
  // CHECK:      acc.update_host varPtr(%a[acc2c_row] : double) {{.*}}each = "acc2c_row = 2 to 3"
  // CHECK-NOT:  pointer_vector
  // CHECK:      acc.update dataOperands
#pragma acc update self(a[2:2][0:m])
  // CHECK:      acc.copyout varPtr(%a[acc2c_row] : double) {{.*}}each = "acc2c_row = 0 to n - 1"
  // CHECK-NEXT: %{{b[0-9]+}} = acc.bounds
  // CHECK-NEXT: acc.delete varPtr(%a : double *) bounds(%{{b[0-9]+}}) {name = "a[0:n]", structured = false, pointer_vector = true}
#pragma acc exit data copyout(a[0:n][0:m])
}

// SRC-LABEL: #pragma acc data copy(a[0:n][0:m])
// SRC:       acc2c_create(acc2c_h1, acc2c_n1, ACC2C_STRUCTURED, 0,
// SRC:       for (long long acc2c_row = (long long)(0); acc2c_row <= (long long)(n - 1); ++acc2c_row) {
// SRC-NEXT:    acc2c_copyin(&(a[acc2c_row])[0], (acc2c_size)(m) * sizeof((a[acc2c_row])[0]), ACC2C_STRUCTURED,
// SRC-NEXT:    acc2c_attach((void *)&(a[acc2c_row]), ACC2C_SLOT_POINTER,
// SRC-NEXT:  }
// SRC:       for (long long acc2c_row = (long long)(0); acc2c_row <= (long long)(n - 1); ++acc2c_row) {
// SRC-NEXT:    acc2c_detach((void *)&(a[acc2c_row]), ACC2C_SLOT_POINTER, 0,
// SRC-NEXT:    acc2c_copyout(&(a[acc2c_row])[0],
// SRC-NEXT:  }
// SRC-NEXT:  acc2c_detach(acc2c_s1,
// SRC-NEXT:  acc2c_delete(acc2c_h1, acc2c_n1, ACC2C_STRUCTURED, 0,
