! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 glossary: "Aggregate variables - ... In Fortran, this includes
! any variable with allocatable or pointer attribute and character
! variables." A character variable referenced in a parallel construct with
! no data clause is therefore treated as if in a copy clause (2.6.2), not
! firstprivate like a scalar.

! CHECK-LABEL: func @chars
subroutine chars(msg, x)
  character(len=12) :: msg
  real :: x
  !$acc parallel
  ! CHECK-DAG:  %[[M:[0-9]+]] = acc.copyin varPtr(%msg : {{.*}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "msg"}
  ! CHECK-DAG:  acc.firstprivate varPtr(%x : real(4)) -> {implicit = true, name = "x"}
  ! CHECK:      acc.parallel dataOperands(
  if (msg(1:1) == 'a') x = 1.0; msg(2:2) = 'b'
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[M]]) to varPtr(%msg) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "msg"}
end subroutine
