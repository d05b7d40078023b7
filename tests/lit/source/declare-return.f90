! RUN: %acc2c --emit=source %s | FileCheck %s
!
! A procedure's declare (OpenACC 3.3 2.13) is a data region over its
! execution part: its exit operations run whenever the procedure returns.
! Each RETURN of the procedure becomes `goto L`, where L is the smallest
! label the procedure does not define, on a CONTINUE before the exit code
! (before END, or CONTAINS). The rest of the line stays as written: an IF
! statement keeps its condition, a labelled RETURN its label, a line of
! several statements the others. A RETURN in an internal procedure returns
! to the procedure with the declare and stays; so does a RETURN in a
! procedure without a declare. (Patterns start with {{^}} or {{^ *}} so
! that they cannot match these comment lines, which are output too.)

! CHECK-LABEL: {{^}}subroutine r(a, n)
subroutine r(a, n)
  integer :: n
  real :: a(n)
  !$acc declare copy(a)
! CHECK:      {{^}}  if (n > 2) goto 2
  if (n > 2) return
1 a(1) = 0
! CHECK:      {{^}}  if (n > 5) a(1) = 1; goto 2
  if (n > 5) a(1) = 1; return
! CHECK:      {{^}}3 goto 2
! CHECK-NEXT: {{^}}  2 continue
! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(a),{{(.* &[[:space:]]+.*)*}}
! CHECK-NEXT: {{^}}# [[@LINE+3]] "
! CHECK-NEXT: {{^}}contains
3 return
contains
  subroutine inner()
! CHECK:      {{^}}    if (n > 3) return
    if (n > 3) return
    a(2) = 1
  end subroutine
end subroutine

! CHECK-LABEL: {{^}}function f(b)
function f(b)
  real :: f, b(4)
  !$acc declare create(b)
  f = 0
  if (b(1) > 0) then
! CHECK:      {{^}}    goto 1
    RETURN
  end if
! CHECK:      {{^}}  f = 1
! CHECK-NEXT: {{^}}  1 continue
! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(b),{{(.* &[[:space:]]+.*)*}}
! CHECK-NEXT: {{^}}# [[@LINE+2]] "
  f = 1
end function

! CHECK-LABEL: {{^}}subroutine q(n)
! CHECK:      {{^}}  if (n > 0) return
subroutine q(n)
  integer :: n
  if (n > 0) return
end subroutine

! The exit code goes before END, not after the line before it: here that
! line ends a combined construct's loop, which moves into the region
! procedure; the declare's copyout stays in t.
! CHECK-LABEL: {{^}}subroutine t(a, n)
! CHECK:      {{^ *}}call acc2c_region_end(
! CHECK-NEXT: {{^ *}}end block
! CHECK-NEXT: {{^}}# {{[0-9]+}} "
! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(a),{{(.* &[[:space:]]+.*)*}}
! CHECK-NEXT: {{^}}# {{[0-9]+}} "
! CHECK-NEXT: {{^ *}}contains
! CHECK-NEXT: {{^ *}}subroutine acc2c_region_{{[0-9]+}}(
! CHECK-NOT:  acc2c_copyout
! CHECK:      {{^}}end subroutine
subroutine t(a, n)
  integer :: n, i
  real :: a(n)
  !$acc declare copy(a)
  !$acc parallel loop
  do i = 1, n
    a(i) = a(i) + 1
  end do
end subroutine
