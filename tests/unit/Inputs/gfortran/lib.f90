module mylib
  use iso_c_binding, only: c_int, c_double
  implicit none
  integer, parameter :: nmax = 10
  real(8), parameter :: pi = 3.14159d0
  character(len=*), parameter :: greet = 'hi'
  integer, parameter :: arr(3) = [1,2,3]
  type, bind(c) :: point
    real(c_double) :: x, y
  end type
  type :: vec
    sequence
    integer :: n
    real, allocatable :: v(:)
  end type
  integer :: counter = 0
  real, allocatable :: work(:,:)
  common /blk/ a, b
  real :: a, b
  interface norm
    module procedure norm_point, norm_vec
  end interface
  interface operator(+)
    module procedure add_point
  end interface
  interface assignment(=)
    module procedure assign_point
  end interface
  interface
    subroutine ext_sub(x, n) bind(c, name='ext_sub_c')
      import :: c_int, c_double
      real(c_double), intent(inout) :: x(*)
      integer(c_int), value :: n
    end subroutine
  end interface
contains
  real(8) function norm_point(p)
    type(point), intent(in) :: p
    norm_point = sqrt(p%x**2 + p%y**2)
  end function
  real function norm_vec(v)
    type(vec), intent(in) :: v
    norm_vec = sqrt(sum(v%v**2))
  end function
  type(point) function add_point(p, q)
    type(point), intent(in) :: p, q
    add_point%x = p%x + q%x
    add_point%y = p%y + q%y
  end function
  subroutine assign_point(p, r)
    type(point), intent(out) :: p
    real, intent(in) :: r
    p%x = r; p%y = r
  end subroutine
  subroutine fill(a, n, opt, s)
    integer, intent(in) :: n
    real, intent(out) :: a(n)
    integer, intent(in), optional :: opt
    character(len=*), intent(in) :: s
    a = n
  end subroutine
  subroutine anything(buf, r)
    type(*), dimension(..) :: buf
    real, dimension(:,:), pointer :: r
  end subroutine
end module
