! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/lib %t/work
! RUN: cd %t/lib && gfortran -c %S/Inputs/nested_alloc.f90
! RUN: cd %t/work && %acc2c --emit=source -I %t/lib %s -o %t/out.f90 2>&1 | count 0
! RUN: FileCheck %s < %t/out.f90
!
! Components whose types have allocatable components carry gfortran's
! implied initializers in its .mod (a structure of nulls with empty
! entries): the conversion leaves them out instead of losing the type, and
! with it every variable of the type.

! CHECK: use nested_alloc
program p
  use nested_alloc
  implicit none
  integer :: i
  allocate(chunk%tiles(2))
  allocate(chunk%tiles(1)%f%density(4, 4))
  chunk%tiles(1)%f%density = 1d0
  ! CHECK: acc2c_copy{{in|out}}
  !$acc parallel loop copy(chunk%tiles(1)%f%density)
  do i = 1, 4
    chunk%tiles(1)%f%density(i, i) = chunk%tiles(1)%t_left + chunk%neighbours(1) * 0
  end do
  print *, sum(chunk%tiles(1)%f%density)
end program
