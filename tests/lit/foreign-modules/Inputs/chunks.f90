! What CloverLeaf's definitions_module and clover_module declare, in
! little: derived types whose components have types with allocatable
! components (gfortran records an implied initializer for such components:
! nulls for the allocatables, empty entries for the rest, which Fortran
! cannot spell), and dummies whose bounds reference components and array
! elements and sections of module variables.
module chunks
  implicit none
  type :: field
    real(8), allocatable :: density(:, :)
    integer :: x_min, x_max
  end type
  type :: tile
    type(field) :: f
    integer :: t_left = 1
  end type
  type :: chunk_type
    integer :: task
    integer :: neighbours(4)
    real(8), allocatable :: left_snd_buffer(:)
    type(tile), dimension(:), allocatable :: tiles
    type(tile), pointer :: current => null()
  end type
  type :: parallel_type
    integer :: max_task
  end type
  type(chunk_type) :: chunk
  type(parallel_type) :: parallel
  integer :: dims(4) = [1, 2, 3, 4]
contains
  subroutine allgather(value, values, more)
    real(8) :: value
    real(8) :: values(parallel%max_task)
    real(8) :: more(chunk%neighbours(2), sum(dims(2:3)), maxval(dims(::2)))
    values(1) = value
    more = value
  end subroutine
end module
