! A module in the style of T-Flows-like codes: type-bound procedures on
! CLASS dummies, with and without TARGET, POINTER or ALLOCATABLE, and an
! explicit-shape dummy whose bound is a component of a CLASS dummy.
module classlib
  implicit none
  type :: mesh_type
    integer :: n_cells = 0
  contains
    procedure :: count_cells
    procedure :: scale_field
  end type
  type(mesh_type), target :: mesh
contains
  integer function count_cells(m)
    class(mesh_type) :: m
    count_cells = m % n_cells
  end function
  subroutine scale_field(m, phi, s)
    class(mesh_type), target :: m
    real(8) :: phi(m % n_cells)
    real(8) :: s
    phi = phi * s
  end subroutine
  subroutine point_at(p)
    class(mesh_type), pointer :: p
    p => mesh
  end subroutine
  subroutine make(a)
    class(mesh_type), allocatable :: a
    allocate(a)
  end subroutine
end module
