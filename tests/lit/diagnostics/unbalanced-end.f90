! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! An end directive with no matching construct (OpenACC 3.3 2.5.1: `!$acc
! end parallel` closes a parallel construct). The error points at the
! directive name.
subroutine unbalanced(a)
  real :: a(10)
  !$acc kernels
  a(1) = 0.0
! CHECK: {{.*}}unbalanced-end.f90:[[@LINE+1]]:13: error: {{.*([uU]nmatched|no matching).*}}
  !$acc end parallel
end subroutine
