! RUN: %acc2c --emit=graph %s -o %t.graph 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
!
! private(j) or firstprivate(j) on a loop inside a loop over j: inside, j
! is a copy (uninitialized, or fixed at the inner construct), not the
! enclosing loop's index, which the body almost always meant. A warning
! with a note at the enclosing construct; the translation is still written.
subroutine s(a, n)
  integer :: n, i, j
  real :: a(n, n)
  ! CHECK: private-enclosing-index.f90:[[#@LINE+6]]:24: warning: 'j' in the private clause of 'loop' is the index of the enclosing 'parallel loop' construct's loop: inside, 'j' is a private copy, not that loop's index
  ! CHECK-NEXT: {{^}}    !$acc loop private(j)
  ! CHECK-NEXT: {{^}}                       ^
  ! CHECK-NEXT: private-enclosing-index.f90:[[#@LINE+1]]:9: note: the enclosing loop construct is here
  !$acc parallel loop copy(a)
  do j = 1, n
    !$acc loop private(j)
    do i = 1, n
      a(i, j) = i
    end do
  end do
  ! A private variable that is no enclosing loop's index: no warning.
  !$acc parallel loop copy(a)
  do j = 1, n
    !$acc loop private(n)
    do i = 1, 2
      a(i, j) = i
    end do
  end do
end subroutine
