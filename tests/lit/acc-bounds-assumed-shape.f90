! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.7.1 / docs/descriptors.md, "Other descriptors": an assumed-shape dummy
! `a(:)` gets bounds from its declaration (lower 1) and descriptor (upper).

! CHECK-LABEL: func @assumed_shape_default_lb
subroutine assumed_shape_default_lb(a)
  real :: a(:)
  !$acc enter data copyin(a)
  ! CHECK:      %[[A0:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(ubound(a, 1) - 1) extent(ubound(a, 1)) stride(1) startIdx(1)
  ! CHECK-NEXT: acc.copyin varPtr(%a : real(4)) bounds(%[[A0]]) -> {name = "a"
end subroutine
