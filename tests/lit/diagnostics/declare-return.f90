! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! A RETURN in a procedure with a declare directive (OpenACC 3.3 2.13)
! would leave the procedure without the declare's exit operations (here
! the copyout of a), so the source rewriter reports it, with file:line:col,
! and writes no output file. A RETURN in an internal procedure returns to
! the procedure with the declare, whose exit operations still run, and a
! RETURN in a procedure without a declare is ordinary: neither is an error.
! Each RETURN is reported, at its own column.
subroutine r(a, n)
  integer :: n
  real :: a(n)
  !$acc declare copy(a)
! CHECK: {{.*}}declare-return.f90:[[@LINE+1]]:14: error: a RETURN in a procedure with a declare directive is not translated yet (the declare's exit operations would be skipped)
  if (n > 2) return
  a(1) = 0
! CHECK: {{.*}}declare-return.f90:[[@LINE+1]]:24: error: a RETURN in a procedure with a declare directive is not translated yet (the declare's exit operations would be skipped)
  if (n > 5) a(1) = 1; return
  call inner()
contains
  subroutine inner()
    if (n > 3) return
    a(2) = 1
  end subroutine
end subroutine

function f(b)
  real :: f, b(4)
  !$acc declare create(b)
  f = 0
  if (b(1) > 0) then
! CHECK: {{.*}}declare-return.f90:[[@LINE+1]]:5: error: a RETURN in a procedure with a declare directive is not translated yet (the declare's exit operations would be skipped)
    return
  end if
  f = 1
end function

subroutine q(n)
  integer :: n
  if (n > 0) return
end subroutine
! CHECK-NOT: error:
