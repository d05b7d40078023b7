! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! What the source rewriter cannot translate yet is an error naming the
! construct, never silently dropped, and no output file is written. Here:
! a directive that comes from an include file (the rewriter edits only the
! file it was given).
subroutine s(a, n)
  integer :: n
  real :: a(n)
  !$acc data copy(a)
! CHECK: {{.*}}update-self.inc:1:{{[0-9]+}}: error: acc2c cannot find this directive's lines in {{.*}}source-include-directive.f90 (directives in include files are not translated yet)
  include 'Inputs/update-self.inc'
  !$acc end data
end subroutine
