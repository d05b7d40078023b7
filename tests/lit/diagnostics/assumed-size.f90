! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! OpenACC 3.3 2.7.1: an assumed-size array in a data clause needs an
! explicit upper bound (a section such as a(1:n)); `a` alone has none.
subroutine asize(a, n)
  integer :: n
  real :: a(*)
! CHECK: {{.*}}assumed-size.f90:[[@LINE+1]]:19: error: assumed-size array 'a' needs an explicit upper bound in dimension 1 (e.g. 'a(1:n)')
  !$acc data copy(a)
  a(1) = 0.0
  !$acc end data
end subroutine
