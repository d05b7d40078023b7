! Type-bound procedures of every kind (GfortranModuleReaderTest): deferred,
! nopass, non_overridable, pass(arg), private specifics under a generic,
! type-bound operators (intrinsic, user-defined, assignment), an override in
! an extension and a final subroutine.
module shapes
  implicit none
  private
  public :: shape_t, circle_t
  type, abstract :: shape_t
    real :: x = 0
  contains
    procedure(area_if), deferred :: area
    procedure, nopass :: hello
    procedure, non_overridable :: move
    generic :: scale => scale_r, scale_i
    procedure, private :: scale_r, scale_i
    generic :: operator(+) => add
    procedure, pass(b) :: add
    generic :: assignment(=) => assign
    procedure :: assign
    generic :: operator(.dot.) => dot
    procedure :: dot
  end type
  abstract interface
    real function area_if(s)
      import shape_t
      class(shape_t), intent(in) :: s
    end function
  end interface
  type, extends(shape_t) :: circle_t
    real :: r
  contains
    procedure :: area => circle_area
    final :: circle_final
  end type
contains
  subroutine hello()
  end subroutine
  subroutine move(s, d)
    class(shape_t), intent(inout) :: s
    real, intent(in) :: d
    s%x = s%x + d
  end subroutine
  subroutine scale_r(s, f)
    class(shape_t), intent(inout) :: s
    real, intent(in) :: f
  end subroutine
  subroutine scale_i(s, f)
    class(shape_t), intent(inout) :: s
    integer, intent(in) :: f
  end subroutine
  real function add(a, b)
    real, intent(in) :: a
    class(shape_t), intent(in) :: b
    add = a + b%x
  end function
  subroutine assign(a, b)
    class(shape_t), intent(inout) :: a
    real, intent(in) :: b
    a%x = b
  end subroutine
  real function dot(a, b)
    class(shape_t), intent(in) :: a, b
    dot = a%x*b%x
  end function
  real function circle_area(s)
    class(circle_t), intent(in) :: s
    circle_area = 3.14*s%r**2
  end function
  subroutine circle_final(c)
    type(circle_t), intent(inout) :: c
  end subroutine
end module
