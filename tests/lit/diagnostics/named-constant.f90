! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! A data clause moves variables (OpenACC 3.3 2.7.1 "var"); a named
! constant (PARAMETER) is not one.
subroutine constant(a)
  integer, parameter :: n = 4
  real :: a(n)
! CHECK: {{.*}}named-constant.f90:[[@LINE+1]]:21: error: named constant 'n' cannot appear in a 'copyin' clause
  !$acc data copyin(n)
  a(1) = 0.0
  !$acc end data
end subroutine
