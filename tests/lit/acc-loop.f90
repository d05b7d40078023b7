! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.9 loop construct inside a parallel region: private and
! reduction become entry ops of the loop (docs/data-operations.md: private -> acc.private,
! reduction -> acc.reduction), with no exit op. The DO variable of the
! associated loop is private (2.6.1): an implicit private op. 2.9.11 lists
! the Fortran reduction operators: + * max min iand ior ieor .and. .or.
! .eqv. .neqv.; each op records the operator as written. The reduction
! variables are in a copy clause on the parallel construct, so the loops
! add no implicit copy (that rule is for compute constructs, 2.6.2).

! CHECK-LABEL: func @reductions
subroutine reductions(a, k)
  integer, parameter :: n = 100
  real :: a(n)
  integer :: k(n)
  real :: rs, rp, rmax, rmin
  integer :: ia, io, ie
  logical :: la, lo, le, ln
  integer :: i
  !$acc parallel copyin(a, k) copy(rs, rp, rmax, rmin, ia, io, ie, la, lo, le, ln)
  ! CHECK: acc.parallel dataOperands(

  !$acc loop reduction(+:rs)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%rs : real(4)) -> {reduction_operator = "add", name = "rs"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    rs = rs + a(i)
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(*:rp)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%rp : real(4)) -> {reduction_operator = "mul", name = "rp"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    rp = rp * a(i)
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(max:rmax)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%rmax : real(4)) -> {reduction_operator = "max", name = "rmax"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    rmax = max(rmax, a(i))
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(min:rmin)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%rmin : real(4)) -> {reduction_operator = "min", name = "rmin"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    rmin = min(rmin, a(i))
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(iand:ia)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%ia : integer(4)) -> {reduction_operator = "iand", name = "ia"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    ia = iand(ia, k(i))
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(ior:io)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%io : integer(4)) -> {reduction_operator = "ior", name = "io"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    io = ior(io, k(i))
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(ieor:ie)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%ie : integer(4)) -> {reduction_operator = "xor", name = "ie"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    ie = ieor(ie, k(i))
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(.and.:la)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%la : logical(4)) -> {reduction_operator = "land", name = "la"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    la = la .and. a(i) > 0
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(.or.:lo)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%lo : logical(4)) -> {reduction_operator = "lor", name = "lo"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    lo = lo .or. a(i) > 0
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(.eqv.:le)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%le : logical(4)) -> {reduction_operator = "eqv", name = "le"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    le = le .eqv. a(i) > 0
  end do
  ! CHECK-NEXT: }

  !$acc loop reduction(.neqv.:ln)
  ! CHECK-NEXT: %[[R:[0-9]+]] = acc.reduction varPtr(%ln : logical(4)) -> {reduction_operator = "neqv", name = "ln"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-NEXT: acc.loop dataOperands(%[[R]], %[[I]]) {
  do i = 1, n
    ln = ln .neqv. a(i) > 0
  end do
  ! CHECK-NEXT: }
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NOT:  implicit = true
  ! CHECK:      acc.copyout accPtr(%{{[0-9]+}}) to varPtr(%rs)
end subroutine
