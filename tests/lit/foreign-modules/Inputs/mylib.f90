! A library module built by plain gfortran: a derived type, a generic
! interface, a named constant and a module variable.
module mylib
  implicit none
  integer, parameter :: nmax = 8
  real(8), parameter :: scale = 2.5d0
  type :: grid
    integer :: n = 0
    real(8), allocatable :: v(:)
  end type
  integer :: calls = 0
  interface fill
    module procedure fill_grid, fill_array
  end interface
contains
  subroutine fill_grid(g, x)
    type(grid), intent(inout) :: g
    real(8), intent(in) :: x
    calls = calls + 1
    if (.not. allocated(g%v)) allocate(g%v(g%n))
    g%v = x
  end subroutine
  subroutine fill_array(a, x)
    real(8), intent(out) :: a(:)
    real(8), intent(in) :: x
    calls = calls + 1
    a = x
  end subroutine
end module
