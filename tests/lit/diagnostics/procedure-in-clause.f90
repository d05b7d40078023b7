! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! A data clause moves variables (OpenACC 3.3 2.7.1 "var"); a procedure is
! not one.
subroutine proc_clause(a)
  real :: a(10)
  real, external :: f
! CHECK: {{.*}}procedure-in-clause.f90:[[@LINE+1]]:21: error: {{.*('f'|[vV]ariable).*}}
  !$acc data copyin(f)
  a(1) = 0.0
  !$acc end data
end subroutine
