! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/lib %t/work
! RUN: cd %t/lib && gfortran -c %S/Inputs/chunks.f90
! RUN: cd %t/work && %acc2c --emit=source -I %t/lib %s -o %t/out.f90 2>&1 | count 0
! RUN: FileCheck %s < %t/out.f90
! RUN: cat %t/work/.acc2c-mod/gfortran/chunks-*/chunks.f90 | FileCheck --check-prefix=INTERFACE %s
!
! Components whose types have allocatable components carry gfortran's
! implied initializers in its .mod: the conversion leaves them out instead
! of losing the type, and with it every variable of the type. Bounds that
! reference components, elements and sections of module variables are
! written as they were declared.

! INTERFACE:      type :: chunk_type
! INTERFACE:        type(tile), allocatable, dimension(:) :: tiles
! INTERFACE-NEXT:   type(tile), pointer :: current => null()
! INTERFACE:      subroutine allgather(value, values, more)
! INTERFACE:        dimension(parallel%max_task) :: values
! INTERFACE-NEXT:   dimension(chunk%neighbours(2), sum(dims(2:3{{(_8)?}})), maxval(dims(:{{[0-9_]+}}:2{{(_8)?}}))) :: more

! CHECK: use chunks
program p
  use chunks
  implicit none
  integer :: i
  real(8) :: values(4), more(2, 5, 3)
  allocate(chunk%tiles(2))
  allocate(chunk%tiles(1)%f%density(4, 4))
  chunk%tiles(1)%f%density = 1d0
  ! CHECK: acc2c_copyin
  !$acc parallel loop copy(chunk%tiles(1)%f%density)
  do i = 1, 4
    chunk%tiles(1)%f%density(i, i) = chunk%tiles(1)%t_left + chunk%neighbours(1) * 0
  end do
  parallel%max_task = 4
  chunk%neighbours(2) = 2
  call allgather(1d0, values, more)
  print *, sum(chunk%tiles(1)%f%density), values(1)
end program
