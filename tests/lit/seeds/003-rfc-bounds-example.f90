! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! docs/data-operations.md, "Worked examples" (a section inside a whole
! array), the worked example for acc.bounds:
!
!   integer, allocatable :: array(:)
!   allocate(array(10))
!   !$acc data copy(array)
!     !$acc serial copy(array(5:10)) copyout(arraysize)
!
! The lowering: the outer copy is an acc.copyin of the whole array
! (lowerbound 0, upperbound extent-1, startIdx = the descriptor's lower
! bound) with dataClause copy and name "array"; the inner copy is a second
! acc.copyin of the same data with lowerbound = 5 - lb, upperbound =
! 10 - lb (4 and 9 here, as lb = 1), startIdx(lb), name "array(5:10)";
! copyout(arraysize) is an acc.create with dataClause copyout. Copy ends
! with acc.copyout, copyout with acc.copyout. The loop variable and
! `size(array)` need no data clause.

! CHECK-LABEL: func @main
program main
  integer, allocatable :: array(:)
  integer :: arraysize, ii
  allocate(array(10))
  !$acc data copy(array)
  ! CHECK:      %[[BW:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(ubound(array, 1) - lbound(array, 1)) extent(ubound(array, 1) - lbound(array, 1) + 1) stride(1) startIdx(lbound(array, 1))
  ! CHECK-NEXT: %[[W:[0-9]+]] = acc.copyin varPtr(%array : integer(4)) augPtr(%array : descriptor) bounds(%[[BW]]) -> {dataClause = #acc<data_clause acc_copy>, name = "array"}
  ! CHECK-NEXT: acc.data dataOperands(%[[W]]) {
  !$acc serial copy(array(5:10)) copyout(arraysize)
  ! CHECK-NEXT: %[[BS:b[0-9]+]] = acc.bounds lowerbound(-lbound(array, 1) + 5) upperbound(-lbound(array, 1) + 10) extent(6) stride(1) startIdx(lbound(array, 1))
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.copyin varPtr(%array : integer(4)) augPtr(%array : descriptor) bounds(%[[BS]]) -> {dataClause = #acc<data_clause acc_copy>, name = "array(5:10)"}
  ! CHECK-NEXT: %[[N:[0-9]+]] = acc.create varPtr(%arraysize : integer(4)) -> {dataClause = #acc<data_clause acc_copyout>, name = "arraysize"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[S]], %[[N]]) {
  do ii = 1, 10
    array(ii) = ii
  end do
  arraysize = size(array)
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[N]]) to varPtr(%arraysize) {name = "arraysize"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[S]]) to varPtr(%array) {dataClause = #acc<data_clause acc_copy>, name = "array(5:10)"}
  !$acc end data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[W]]) to varPtr(%array) {dataClause = #acc<data_clause acc_copy>, name = "array"}
  print *, array
  print *, arraysize
end program
