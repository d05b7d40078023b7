! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! `bogus` is not an OpenACC clause (2.5.1 lists the parallel clauses).
subroutine unknown(a)
  real :: a(10)
! CHECK: {{.*}}unknown-clause.f90:[[@LINE+1]]:18: error: {{.*}}
  !$acc parallel bogus(a)
  a(1) = 0.0
  !$acc end parallel
end subroutine
