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
