! A module without directives: its translation is itself, made without a
! parse, and writes no Flang module file.
module fields
  implicit none
  integer, parameter :: n = 8
  real(8), allocatable :: u(:)
  type grid
    integer :: cells = n
    real(8), allocatable :: v(:)
  end type
contains
  subroutine setup(g)
    type(grid), intent(inout) :: g
    allocate(u(n), g%v(n))
    u = 1
    g%v = 2
  end subroutine
end module
