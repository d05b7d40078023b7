! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.11 combined constructs: `parallel loop`, `kernels loop` and
! `serial loop` take the data clauses of their compute construct and the
! loop clauses of the loop construct. The DO variable of every loop the
! construct is associated with is private (2.6.1): an implicit private op.

! CHECK-LABEL: func @par_loop
subroutine par_loop(a, b)
  integer, parameter :: n = 100
  real :: a(n), b(n), t
  integer :: i
  !$acc parallel loop gang vector copyin(a) copyout(b) private(t)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = acc.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, name = "b"}
  ! CHECK-NEXT: %[[T:[0-9]+]] = acc.private varPtr(%t : real(4)) -> {name = "t"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.parallel combined(loop) dataOperands(%[[A]], %[[B]], %[[T]], %[[I]]) attributes {gang, vector} {
  do i = 1, n
    t = a(i)
    b(i) = 2.0 * t
  end do
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[B]]) to varPtr(%b) {name = "b"}
  ! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
end subroutine

! CHECK-LABEL: func @kernels_loop
subroutine kernels_loop(c)
  integer, parameter :: n = 100, m = 50
  real :: c(n, m)
  integer :: i, j
  ! collapse(2): both DO variables are private.
  !$acc kernels loop independent worker collapse(2) copy(c)
  ! CHECK:      %[[C:[0-9]+]] = acc.copyin varPtr(%c : real(4)) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "c"}
  ! CHECK-DAG:  %[[J:[0-9]+]] = acc.private varPtr(%j : integer(4)) -> {implicit = true, name = "j"}
  ! CHECK-DAG:  %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK:      acc.kernels combined(loop) dataOperands(%[[C]], {{.*}}) collapse(2) attributes {independent, worker} {
  do j = 1, m
    do i = 1, n
      c(i, j) = 0.0
    end do
  end do
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[C]]) to varPtr(%c) {dataClause = #acc<data_clause acc_copy>, name = "c"}
end subroutine

! CHECK-LABEL: func @serial_loop
subroutine serial_loop(a)
  integer, parameter :: n = 100
  real :: a(n)
  integer :: i
  !$acc serial loop seq present(a)
  ! CHECK:      %[[A:[0-9]+]] = acc.present varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.serial combined(loop) dataOperands(%[[A]], %[[I]]) attributes {seq} {
  do i = 2, n
    a(i) = a(i - 1)
  end do
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_present>, name = "a"}
end subroutine

! CHECK-LABEL: func @auto_loop
subroutine auto_loop(a)
  integer, parameter :: n = 100
  real :: a(n)
  integer :: i
  !$acc parallel loop auto copy(a) vector_length(128)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.parallel combined(loop) dataOperands(%[[A]], %[[I]]) vector_length(128) attributes {auto} {
  do i = 1, n
    a(i) = a(i) + 1.0
  end do
  !$acc end parallel loop
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, name = "a"}
end subroutine

! CHECK-LABEL: func @tile_loop
subroutine tile_loop(c)
  integer, parameter :: n = 64
  real :: c(n, n)
  integer :: i, j
  ! tile(2,2) is recognised and kept (its implicit private ops are checked
  ! in acc-tile.f90).
  !$acc parallel loop tile(2,2) copy(c)
  ! CHECK:      acc.parallel combined(loop) dataOperands({{.*}}) tile(2,2) {
  do j = 1, n
    do i = 1, n
      c(i, j) = 0.0
    end do
  end do
end subroutine
