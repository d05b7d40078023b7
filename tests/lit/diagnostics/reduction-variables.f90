! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! OpenACC 3.3 2.5.15: a reduction var is a scalar, a whole aggregate, an
! array element or a subarray; never a member of a composite variable. A
! whole derived-type variable (reduced member by member, 2.9.11) is valid but
! not translated yet. Both are acc2c's errors, not gfortran's on the output.
subroutine reductions(n, a)
  integer, intent(in) :: n
  real :: a(n)
  type stats
    real :: total
    integer :: count
  end type
  type(stats) :: s
  integer :: i
  real :: e(2)
  s%total = 0
! CHECK: {{.*}}reduction-variables.f90:[[@LINE+2]]:35: error: a reduction variable may not be a member of a composite variable ('s%total'): reduce into a scalar and assign 's%total' after the loop
! CHECK-NEXT: {{^}}  !$acc parallel loop reduction(+:s%total){{$}}
  !$acc parallel loop reduction(+:s%total)
  do i = 1, n
    s%total = s%total + a(i)
  end do
! CHECK: {{.*}}reduction-variables.f90:[[@LINE+1]]:35: error: acc2c does not translate a reduction of a derived-type variable ('s') yet: reduce each member into a scalar of its own
  !$acc parallel loop reduction(+:s)
  do i = 1, n
    s%total = s%total + a(i)
    s%count = s%count + 1
  end do
! An array element is a valid reduction var: no error.
! CHECK-NOT: error:
  e = 0
  !$acc parallel loop reduction(+:e(1))
  do i = 1, n
    e(1) = e(1) + a(i)
  end do
end subroutine
