! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! What the source rewriter cannot translate yet is an error naming the
! construct, never silently dropped, and no output file is written.
subroutine s(a, n)
  integer :: n, i
  real :: a(n)
! CHECK: {{.*}}source-compute-construct.f90:[[@LINE+1]]:{{[0-9]+}}: error: an if clause on a data construct is not translated yet
  !$acc data copy(a) if(n > 1)
  do i = 1, n
    a(i) = a(i) + 1
  end do
  !$acc end data
end subroutine
