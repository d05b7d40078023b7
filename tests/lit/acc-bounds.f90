! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.7.1 data specification, acc dialect bounds
! (docs/data-operations.md, "Bounds"): one acc.bounds per dimension, dimension 1 first,
! zero-normalised: lowerbound/upperbound count from the declared lower
! bound, which is kept as startIdx; extent = upper - lower + 1. Bounds that
! only the descriptor knows are written with lbound/ubound of the variable.

! CHECK-LABEL: func @explicit_shape
subroutine explicit_shape(n)
  integer :: n
  real :: b(10:20), c(0:4, 5), e(n)
  ! Whole array with a non-default lower bound.
  !$acc enter data copyin(b)
  ! CHECK:      %[[B0:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(10) extent(11) stride(1) startIdx(10)
  ! CHECK-NEXT: acc.copyin varPtr(%b : real(4)) bounds(%[[B0]]) -> {name = "b"
  ! A section: b(12:15) is elements 2..5 counted from b(10) (README example).
  !$acc enter data copyin(b(12:15))
  ! CHECK:      %[[B1:b[0-9]+]] = acc.bounds lowerbound(2) upperbound(5) extent(4) stride(1) startIdx(10)
  ! CHECK-NEXT: acc.copyin varPtr(%b : real(4)) bounds(%[[B1]]) -> {name = "b(12:15)"
  ! An element is a section of one.
  !$acc enter data copyin(b(12))
  ! CHECK:      %[[B2:b[0-9]+]] = acc.bounds lowerbound(2) upperbound(2) extent(1) stride(1) startIdx(10)
  ! CHECK-NEXT: acc.copyin varPtr(%b : real(4)) bounds(%[[B2]]) -> {name = "b(12)"
  ! Omitted section bounds are the declared ones.
  !$acc enter data copyin(b(:15))
  ! CHECK:      %[[B3:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(5) extent(6) stride(1) startIdx(10)
  ! CHECK-NEXT: acc.copyin varPtr(%b : real(4)) bounds(%[[B3]]) -> {name = "b(:15)"
  !$acc enter data copyin(b(12:))
  ! CHECK:      %[[B4:b[0-9]+]] = acc.bounds lowerbound(2) upperbound(10) extent(9) stride(1) startIdx(10)
  ! CHECK-NEXT: acc.copyin varPtr(%b : real(4)) bounds(%[[B4]]) -> {name = "b(12:)"
  ! 2-D: one bounds op per dimension, dimension 1 first.
  !$acc enter data copyin(c(1:2, 3:4))
  ! CHECK:      %[[C1:b[0-9]+]] = acc.bounds lowerbound(1) upperbound(2) extent(2) stride(1) startIdx(0)
  ! CHECK-NEXT: %[[C2:b[0-9]+]] = acc.bounds lowerbound(2) upperbound(3) extent(2) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%c : real(4)) bounds(%[[C1]], %[[C2]]) -> {name = "c(1:2, 3:4)"
  !$acc enter data copyin(c(:, 5))
  ! CHECK:      %[[C3:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(4) extent(5) stride(1) startIdx(0)
  ! CHECK-NEXT: %[[C4:b[0-9]+]] = acc.bounds lowerbound(4) upperbound(4) extent(1) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%c : real(4)) bounds(%[[C3]], %[[C4]]) -> {name = "c(:, 5)"
  ! Extents given by a dummy: n elements from 1.
  !$acc enter data copyin(e)
  ! CHECK:      %[[E0:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(n - 1) extent(n) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%e : real(4)) bounds(%[[E0]]) -> {name = "e"
  !$acc enter data copyin(e(2:n))
  ! CHECK:      %[[E1:b[0-9]+]] = acc.bounds lowerbound(1) upperbound(n - 1) extent(n - 1) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%e : real(4)) bounds(%[[E1]]) -> {name = "e(2:n)"
end subroutine

! CHECK-LABEL: func @assumed_shape
subroutine assumed_shape(a, a2)
  real :: a(:), a2(10:)
  ! (a(:), whose lower bound is 1, is in acc-bounds-assumed-shape.f90.)
  ! a2(10:) starts at 10; its upper bound is the descriptor's.
  !$acc enter data copyin(a2)
  ! CHECK:      %[[A1:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(ubound(a2, 1) - 10) extent(ubound(a2, 1) - 9) stride(1) startIdx(10)
  ! CHECK-NEXT: acc.copyin varPtr(%a2 : real(4)) bounds(%[[A1]]) -> {name = "a2"
  !$acc enter data copyin(a2(11:12))
  ! CHECK:      %[[A2:b[0-9]+]] = acc.bounds lowerbound(1) upperbound(2) extent(2) stride(1) startIdx(10)
  ! CHECK-NEXT: acc.copyin varPtr(%a2 : real(4)) bounds(%[[A2]]) -> {name = "a2(11:12)"
end subroutine

! CHECK-LABEL: func @deferred_shape
subroutine deferred_shape(x, p)
  real, allocatable :: x(:)
  real, pointer :: p(:, :)
  ! Both bounds of an allocatable come from its descriptor.
  !$acc enter data copyin(x)
  ! CHECK:      %[[X0:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(ubound(x, 1) - lbound(x, 1)) extent(ubound(x, 1) - lbound(x, 1) + 1) stride(1) startIdx(lbound(x, 1))
  ! CHECK-NEXT: acc.copyin varPtr(%x : real(4)) augPtr(%x : descriptor) bounds(%[[X0]]) -> {name = "x"
  ! A section of it is relative to the run-time lower bound (docs/data-operations.md,
  ! "Bounds": lowerbound = 5 - lb, upperbound = 10 - lb, startIdx = lb).
  !$acc enter data copyin(x(5:10))
  ! CHECK:      %[[X1:b[0-9]+]] = acc.bounds lowerbound(-lbound(x, 1) + 5) upperbound(-lbound(x, 1) + 10) extent(6) stride(1) startIdx(lbound(x, 1))
  ! CHECK-NEXT: acc.copyin varPtr(%x : real(4)) augPtr(%x : descriptor) bounds(%[[X1]]) -> {name = "x(5:10)"
  ! A 2-D pointer: two descriptor-based bounds.
  !$acc enter data copyin(p)
  ! CHECK:      %[[P1:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(ubound(p, 1) - lbound(p, 1)) extent(ubound(p, 1) - lbound(p, 1) + 1) stride(1) startIdx(lbound(p, 1))
  ! CHECK-NEXT: %[[P2:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(ubound(p, 2) - lbound(p, 2)) extent(ubound(p, 2) - lbound(p, 2) + 1) stride(1) startIdx(lbound(p, 2))
  ! CHECK-NEXT: acc.copyin varPtr(%p : real(4)) augPtr(%p : descriptor) bounds(%[[P1]], %[[P2]]) -> {name = "p"
end subroutine

! CHECK-LABEL: func @assumed_size
subroutine assumed_size(s, t, n, m)
  integer :: n, m
  real :: s(*), t(4, *)
  ! An assumed-size array needs an explicit upper bound in its last
  ! dimension (2.7.1); the section gives it.
  !$acc enter data copyin(s(1:n))
  ! CHECK:      %[[S0:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(n - 1) extent(n) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%s : real(4)) bounds(%[[S0]]) -> {name = "s(1:n)"
  !$acc enter data copyin(t(:, 2:m))
  ! CHECK:      %[[T1:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(3) extent(4) stride(1) startIdx(1)
  ! CHECK-NEXT: %[[T2:b[0-9]+]] = acc.bounds lowerbound(1) upperbound(m - 1) extent(m - 1) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%t : real(4)) bounds(%[[T1]], %[[T2]]) -> {name = "t(:, 2:m)"
end subroutine

! CHECK-LABEL: func @components
subroutine components()
  type t
    real :: r(5)
    real :: s
  end type
  type(t) :: d
  ! A component array has the bounds of its declaration; a scalar none.
  !$acc enter data copyin(d%r(2:3), d%s)
  ! CHECK:      %[[R:b[0-9]+]] = acc.bounds lowerbound(1) upperbound(2) extent(2) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%d%r : real(4)) bounds(%[[R]]) -> {name = "d%r(2:3)"
  ! CHECK-NEXT: acc.copyin varPtr(%d%s : real(4)) -> {name = "d%s"
end subroutine
