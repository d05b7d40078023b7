! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! The source rewriter translates the OpenACC data constructs so far; any
! other construct is an error, never silently dropped.
subroutine s(a, n)
  integer :: n, i
  real :: a(n)
! CHECK: {{.*}}source-compute-construct.f90:[[@LINE+1]]:{{[0-9]+}}: error: 'parallel loop' constructs are not translated yet
  !$acc parallel loop copy(a)
  do i = 1, n
    a(i) = a(i) + 1
  end do
end subroutine
