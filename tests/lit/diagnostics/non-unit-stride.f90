! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! OpenACC 3.3 2.7.1: a subarray in a data clause must be a contiguous
! section; a(1:10:2) has stride 2.
subroutine strided(a)
  real :: a(10)
! CHECK: {{.*}}non-unit-stride.f90:[[@LINE+1]]:19: error: subarray 'a(1:10:2)' has a non-unit stride; data clauses need a contiguous section (OpenACC 3.3 2.7.1; acc2c maps contiguous OpenMP array sections only)
  !$acc data copy(a(1:10:2))
  a(1) = 0.0
  !$acc end data
end subroutine
