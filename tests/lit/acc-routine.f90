! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.15.1 routine directive: names the procedure compiled for the
! device (`acc.routine @name`, docs/data-operations.md, "Routine") with its level of
! parallelism (gang, worker, vector, seq) and nohost/bind. It has no data
! operations.

! CHECK-LABEL: func @vec_routine
subroutine vec_routine(a, n)
  integer :: n
  real :: a(n)
  ! Without a name the routine is the procedure it appears in.
  !$acc routine vector
  ! CHECK: acc.routine @vec_routine attributes {vector}
  a(:) = 0.0
end subroutine

! CHECK-LABEL: func @seq_routine
real function seq_routine(x)
  real :: x
  !$acc routine seq nohost
  ! CHECK: acc.routine @seq_routine attributes {seq, nohost}
  seq_routine = 2.0 * x
end function

! CHECK-LABEL: func @caller
subroutine caller(a, n)
  integer :: n
  real :: a(n)
  interface
    subroutine ext(x)
      real :: x
    end subroutine
  end interface
  ! With a name, the routine is the named procedure.
  !$acc routine(ext) worker
  ! CHECK: acc.routine @ext attributes {worker}
  !$acc routine(gang_ext) gang bind(gang_impl)
  ! CHECK: acc.routine bind(gang_impl) @gang_ext attributes {gang}
  external gang_ext
end subroutine
! CHECK-NOT: = acc.

! A procedure of this file that no routine directive names and a compute
! region calls has an implicit one (2.15.1): `routine seq`, marked so, as
! the first construct of its unit. One no region calls has none (unused).
! CHECK-LABEL: func @halve
! CHECK-NEXT:  acc.routine @halve attributes {seq, implicit}
real function halve(x)
  real :: x
  halve = x / 2
end function

real function unused(x)
  real :: x
  unused = x
end function

! CHECK-LABEL: func @halves
subroutine halves(a, n)
  integer :: n, i
  real :: a(n)
  real, external :: halve
  !$acc parallel loop copy(a)
  do i = 1, n
    a(i) = halve(a(i))
  end do
end subroutine

! CHECK-NOT: acc.routine @unused
