! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! A data construct without its `!$acc end data` does not parse (OpenACC
! 3.3 2.6.5: the construct ends with an end data directive). The error is
! where the end directive was expected, in the context of the construct.
subroutine unclosed(a)
  real :: a(10)
! CHECK: {{.*}}parse-error.f90:[[@LINE+4]]:1: error: {{.*}}end{{.*}}directive
! CHECK: {{.*}}parse-error.f90:[[@LINE+1]]:3: {{.*}}context{{.*}}
  !$acc data copy(a)
  a(1) = 0.0
end subroutine
