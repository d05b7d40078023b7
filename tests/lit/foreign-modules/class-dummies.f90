! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/lib %t/work
! RUN: cd %t/lib && gfortran -c %S/Inputs/classlib.f90
! RUN: cd %t/work && %acc2c --emit=source -I %t/lib %s -o %t/out.f90 2>&1 | FileCheck --allow-empty --check-prefix=MSG %s
! RUN: FileCheck %s < %t/out.f90
!
! CLASS dummies of a gfortran module: only `class(t), pointer` is a POINTER
! (gfortran marks every non-allocatable class container's _data a pointer,
! CLASS_POINTER the declared ones), so a TARGET one converts and a plain
! one takes a non-pointer actual; a bound written as a component of a CLASS
! dummy (phi(m%n_cells)) converts too.

! MSG-NOT: left out
! MSG-NOT: error
! CHECK: use classlib
program p
  use classlib
  implicit none
  real(8) :: phi(4)
  integer :: i
  class(mesh_type), pointer :: q
  class(mesh_type), allocatable :: r
  mesh % n_cells = 4
  phi = 1
  call scale_field(mesh, phi, 2d0)
  call point_at(q)
  call make(r)
  !$acc parallel loop copy(phi)
  do i = 1, count_cells(mesh)
    phi(i) = phi(i) + 1
  end do
end program
