! RUN: %acc2c --emit=graph %s -o %t.graph 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
!
! present(x) of a local variable that no data clause of its procedure maps
! and that no other procedure gets (no actual argument, no pointer target)
! cannot be present: a warning, the translation still written. A dummy, a
! variable mapped elsewhere in the procedure, one passed to a procedure (it
! may map it) or a module variable: no warning.
module m
  real :: g(10)
end module

subroutine mapper(x)
  real :: x(10)
  !$acc enter data copyin(x)
end subroutine

subroutine s(d)
  use m
  real :: d(10), a(10), b(10), c(10)
  integer :: i
  ! CHECK: present-unmapped.f90:[[#@LINE+3]]:31: warning: 'a' in the present clause of 'parallel loop' is never on the device: 'a' is local to 's', no other data clause there maps it, and no other procedure gets it; the program stops here with 'not present' (map it with copyin, create or copy, or a data region around)
  ! CHECK-NEXT: {{^}}  !$acc parallel loop present(a, b, c, d, g)
  ! CHECK-NEXT: {{^}}                              ^
  !$acc parallel loop present(a, b, c, d, g)
  do i = 1, 10
    a(i) = b(i) + c(i) + d(i) + g(i)
  end do
  !$acc enter data copyin(b)
  !$acc exit data delete(b)
  call mapper(c)
end subroutine
