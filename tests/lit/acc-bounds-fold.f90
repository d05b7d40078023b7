! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! Zero-normalised bounds are folded to a readable linear form (README,
! "Reading the graph"; model/BoundExpr.h: `(n+1) - 1` must fold): a section
! `a(k:k+2)` of a(1:n) is lowerbound k - 1, upperbound k + 1, extent 3, and
! a declared bound `0:n+1` gives upperbound n + 1, extent n + 2.

! CHECK-LABEL: func @folded
subroutine folded(a, g, n, k)
  integer :: n, k
  real :: a(n), g(0:n+1)
  !$acc enter data copyin(a(k:k+2))
  ! CHECK:      %[[A:b[0-9]+]] = acc.bounds lowerbound(k - 1) upperbound(k + 1) extent(3) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%a : real(4)) bounds(%[[A]]) -> {name = "a(k:k+2)"
  !$acc enter data copyin(g)
  ! CHECK:      %[[G:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(n + 1) extent(n + 2) stride(1) startIdx(0)
  ! CHECK-NEXT: acc.copyin varPtr(%g : real(4)) bounds(%[[G]]) -> {name = "g"
end subroutine
