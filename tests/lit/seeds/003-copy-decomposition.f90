! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! docs/data-operations.md, "Worked examples" (copyin and copy, nesting):
!   acc parallel copyin(var)  ==>  %accvar = acc.copyin(%var)
!                                  acc.parallel dataOperands(%accvar)
!   acc parallel copy(var)    ==>  %accvar = acc.copyin(%var)
!                                  acc.parallel dataOperands(%accvar) { }
!                                  acc.copyout(%var, %accvar)
! and the nesting example: the same variable copied on an outer data region
! and on two inner parallel regions gives three copyin/exit pairs, each exit
! op consuming its own entry op.

! CHECK-LABEL: func @rfc
subroutine rfc(var)
  real :: var
  !$acc parallel copyin(var)
  ! CHECK:      %[[V1:[0-9]+]] = acc.copyin varPtr(%var : real(4)) -> {name = "var"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[V1]]) {
  var = var + 1.0
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[V1]]) {dataClause = #acc<data_clause acc_copyin>, name = "var"}

  !$acc parallel copy(var)
  ! CHECK-NEXT: %[[V2:[0-9]+]] = acc.copyin varPtr(%var : real(4)) -> {dataClause = #acc<data_clause acc_copy>, name = "var"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[V2]]) {
  var = var + 1.0
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[V2]]) to varPtr(%var) {dataClause = #acc<data_clause acc_copy>, name = "var"}

  !$acc data copyin(var)
  ! CHECK-NEXT: %[[O:[0-9]+]] = acc.copyin varPtr(%var : real(4)) -> {name = "var"}
  ! CHECK-NEXT: acc.data dataOperands(%[[O]]) {
  !$acc parallel copyin(var)
  ! CHECK-NEXT: %[[I1:[0-9]+]] = acc.copyin varPtr(%var : real(4)) -> {name = "var"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[I1]]) {
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[I1]]) {dataClause = #acc<data_clause acc_copyin>, name = "var"}
  !$acc parallel copyin(var)
  ! CHECK-NEXT: %[[I2:[0-9]+]] = acc.copyin varPtr(%var : real(4)) -> {name = "var"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[I2]]) {
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[I2]]) {dataClause = #acc<data_clause acc_copyin>, name = "var"}
  !$acc end data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[O]]) {dataClause = #acc<data_clause acc_copyin>, name = "var"}
end subroutine
