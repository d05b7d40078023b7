! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/lib %t/work
! RUN: cd %t/lib && gfortran -c %S/../../unit/Inputs/gfortran/shapes.f90
! RUN: cd %t/work && %acc2c --emit=source -I %t/lib %s -o %t/out.f90 2>&1 | FileCheck --allow-empty --check-prefix=MSG %s
! RUN: FileCheck %s < %t/out.f90
! RUN: cd %t/work && %shimfc -fsyntax-only -I %t/lib %t/out.f90
!
! Type-bound procedures of a module only gfortran compiled: the conversion
! gives Flang's semantics every binding (deferred, nopass, pass(arg),
! non_overridable, generic, operators, assignment, an override, a final
! subroutine), so calls through them resolve and the program translates.

! MSG-NOT: not converted
! MSG-NOT: left out
! MSG-NOT: error
! CHECK: use shapes
program p
  use shapes
  implicit none
  type(circle_t) :: c
  real :: s, r(4)
  integer :: i
  c%r = 2
  c = 1.5
  call c%move(0.5)
  call c%scale(2)
  call c%scale(2.0)
  call c%hello()
  s = c%area() + (1.0 + c) + (c .dot. c)
  ! CHECK: acc2c_copyin
  !$acc parallel loop copyout(r)
  do i = 1, 4
    r(i) = s * i
  end do
  print *, r(4)
end program
