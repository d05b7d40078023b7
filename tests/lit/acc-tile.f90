! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.9.8 tile clause: `tile(2,2)` associates the construct with
! two tightly nested loops, like collapse(2). The DO variables of both
! associated loops are private (2.6.1), so both get an implicit private op.

! CHECK-LABEL: func @tiled
subroutine tiled(c)
  integer, parameter :: n = 64
  real :: c(n, n)
  integer :: i, j
  !$acc parallel loop tile(2,2) copy(c)
  ! CHECK:      %[[C:[0-9]+]] = acc.copyin varPtr(%c : real(4)) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "c"}
  ! CHECK-DAG:  acc.private varPtr(%j : integer(4)) -> {implicit = true, name = "j"}
  ! CHECK-DAG:  acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK:      acc.parallel combined(loop) dataOperands({{.*}}) tile(2,2) {
  do j = 1, n
    do i = 1, n
      c(i, j) = c(i, j) * 2.0
    end do
  end do
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[C]]) to varPtr(%c) {dataClause = #acc<data_clause acc_copy>, name = "c"}
end subroutine
