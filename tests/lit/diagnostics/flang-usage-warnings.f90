! RUN: %acc2c --emit=source %s -o %t.f90 2>&1 | FileCheck --allow-empty %s
!
! acc2c hands the program to gfortran, which warns about it as it always
! does: Flang's portability and usage warnings about the program itself
! (a default-kind literal given to a REAL(8), here on every line of such
! code) are not passed on. Only those about directives and acc2c's own
! would be.
! CHECK-NOT: warning:
program p
  real(kind=8) :: x(4), h
  integer :: i
  h = 0.1
  !$acc parallel loop copyout(x)
  do i = 1, 4
    x(i) = h * i + 0.3
  end do
  print *, x
end program
