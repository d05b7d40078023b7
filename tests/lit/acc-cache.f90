! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.10 cache directive: cache(list) -> acc.cache (docs/data-operations.md) with
! the bounds of each element or section (zero-normalised) and an optional
! readonly modifier. Nothing is copied back: no exit op.

! CHECK-LABEL: func @cached
subroutine cached(a, b, c)
  integer, parameter :: n = 100
  real :: a(n), b(n), c(0:n)
  integer :: i
  !$acc parallel loop copyin(a, b) copyout(c)
  ! CHECK: acc.parallel combined(loop)
  do i = 1, n
    ! The element a(i) of a(1:n): lowerbound = upperbound = i - 1.
    !$acc cache(a(i))
    ! CHECK-NEXT: %[[BA:b[0-9]+]] = acc.bounds lowerbound(i - 1) upperbound(i - 1) extent(1) stride(1) startIdx(1)
    ! CHECK-NEXT: %[[CA:[0-9]+]] = acc.cache varPtr(%a : real(4)) bounds(%[[BA]]) -> {name = "a(i)"}
    ! CHECK-NEXT: acc.cache dataOperands(%[[CA]])
    !$acc cache(readonly: b(1:4))
    ! CHECK-NEXT: %[[BB:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(3) extent(4) stride(1) startIdx(1)
    ! CHECK-NEXT: %[[CB:[0-9]+]] = acc.cache varPtr(%b : real(4)) bounds(%[[BB]]) -> {modifiers = [readonly], name = "b(1:4)"}
    ! CHECK-NEXT: acc.cache dataOperands(%[[CB]])
    c(i) = a(i) + b(1) + b(4)
  end do
  ! CHECK-NEXT: }
  ! CHECK-NOT:  accPtr(%[[CA]])
  ! CHECK-NOT:  accPtr(%[[CB]])
end subroutine
