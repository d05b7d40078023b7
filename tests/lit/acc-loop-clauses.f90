! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.9 loop construct: private(list) -> acc.private on the loop;
! gang/worker/vector/seq/independent/auto are recognised and kept; with
! collapse(2) the DO variables of both associated loops are private (2.6.1).

! CHECK-LABEL: func @loops
subroutine loops(a, c)
  integer, parameter :: n = 10, m = 20
  real :: a(n), c(n, m), t
  integer :: i, j
  ! (t is named on the parallel construct too, so that whether a variable
  ! privatised on a nested loop counts as referenced by the compute
  ! construct, 2.6.2, does not matter here.)
  !$acc parallel copy(a, c) firstprivate(t)
  ! CHECK: acc.parallel dataOperands(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) {

  !$acc loop gang private(t)
  ! CHECK-NEXT: %[[T:[0-9]+]] = acc.private varPtr(%t : real(4)) -> {name = "t"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[T]], %[[I]]) attributes {gang} {
  do i = 1, n
    t = a(i)
    a(i) = t * t
  end do
  ! CHECK-NEXT: }

  !$acc loop worker vector independent collapse(2)
  ! CHECK-DAG:  acc.private varPtr(%j : integer(4)) -> {implicit = true, name = "j"}
  ! CHECK-DAG:  acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK:      acc.loop dataOperands(%{{[0-9]+}}, %{{[0-9]+}}) collapse(2) attributes {worker, vector, independent} {
  do j = 1, m
    do i = 1, n
      c(i, j) = 0.0
    end do
  end do
  ! CHECK-NEXT: }

  !$acc loop seq
  ! CHECK-NEXT: %[[I2:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[I2]]) attributes {seq} {
  do i = 2, n
    a(i) = a(i - 1)
  end do
  ! CHECK-NEXT: }

  !$acc loop auto
  ! CHECK-NEXT: %[[I3:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[I3]]) attributes {auto} {
  do i = 1, n
    a(i) = a(i) + 1.0
  end do
  ! CHECK-NEXT: }
  !$acc end parallel
  ! CHECK-NEXT: }
end subroutine
