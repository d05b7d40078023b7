! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "Other descriptors": the assumed-shape dummy
! `a(10:,10:)` has a descriptor local to the call, with no storage overlap
! with the actual argument's. Only the data is mapped, by the rules of
! copyin(a) (2.7.7): a copyin/delete pair with no attach (no augPtr),
! bounds starting at 10 in both dimensions.

! CHECK-LABEL: func @wrapper
subroutine wrapper(a)
  real :: a(10:,10:)
  !$acc serial copyin(a)
  ! CHECK:      %[[B1:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(ubound(a, 1) - 10) extent(ubound(a, 1) - 9) stride(1) startIdx(10)
  ! CHECK-NEXT: %[[B2:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(ubound(a, 2) - 10) extent(ubound(a, 2) - 9) stride(1) startIdx(10)
  ! CHECK-NEXT: %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%[[B1]], %[[B2]]) -> {name = "a"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[A]]) {
  print *, a(10,11)
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
end subroutine
