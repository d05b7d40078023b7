! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! OpenACC 3.3 2.7.1: a data clause names a variable, array or subarray, or
! a component; a substring `s(1:3)` of a character variable is none of
! these.
subroutine substr(s)
  character(len=10) :: s
! CHECK: {{.*}}substring.f90:[[@LINE+1]]:19: error: {{.*}}{{[sS]}}ubstring
  !$acc data copy(s(1:3))
  s(1:1) = 'a'
  !$acc end data
end subroutine
