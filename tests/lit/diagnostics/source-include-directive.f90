! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! What the source rewriter cannot translate yet is an error naming the
! construct, never silently dropped, and no output file is written. Here:
! a directive in a file included twice (acc2c expands an included file
! that holds directives, and each inclusion could need its own
! translation).
subroutine s(a, n)
  integer :: n
  real :: a(n)
  !$acc data copy(a)
! CHECK: {{.*}}update-self.inc:1:{{[0-9]+}}: error: acc2c does not translate directives in a file included more than once ('{{.*}}update-self.inc'): each inclusion would need its own translation
  include 'Inputs/update-self.inc'
  a = a + 1
  include 'Inputs/update-self.inc'
  !$acc end data
end subroutine
