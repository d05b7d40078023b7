! Derived types whose components have types with allocatable components,
! as CloverLeaf's definitions_module has them: gfortran records an implied
! initializer for such components (nulls for the allocatables, empty
! entries for the rest), which Fortran cannot spell.
module nested_alloc
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
  type(chunk_type) :: chunk
end module
