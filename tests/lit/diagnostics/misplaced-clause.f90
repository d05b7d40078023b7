! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! copyout is not allowed on enter data (OpenACC 3.3 2.14.6 lists copyin,
! create, attach and the control clauses).
subroutine misplaced(a)
  real :: a(10)
! CHECK: {{.*}}misplaced-clause.f90:[[@LINE+1]]:20: error: {{.*(copyout|COPYOUT).*}}
  !$acc enter data copyout(a)
end subroutine
