! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! OpenACC 3.3 2.5.16 / 2.6.2: with default(none) visible, every variable
! referenced in the compute construct must appear in a visible data
! clause; `s` does not. The error points at the reference.
subroutine dnone(a, s)
  real :: a(10), s
  !$acc parallel default(none) copy(a)
! CHECK: {{.*}}default-none.f90:[[@LINE+1]]:10: error: {{.*('s'.*(default|DEFAULT)\((none|NONE)\)|(default|DEFAULT)\((none|NONE)\).*'s').*}}
  a(1) = s
  !$acc end parallel
end subroutine
