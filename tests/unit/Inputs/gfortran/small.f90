module small
  implicit none
  integer, parameter :: big = -2147483647 - 1
  real(4), parameter :: half = 0.5
  interface
    subroutine send(buf, n) bind(c, name='c_send')
      !GCC$ ATTRIBUTES NO_ARG_CHECK :: buf
      integer :: buf(*)
      integer, value :: n
    end subroutine
  end interface
  interface swap
    subroutine swap_i(a, b)
      integer, intent(inout) :: a, b
    end subroutine
    subroutine swap_r(a, b)
      real, intent(inout) :: a, b
    end subroutine
  end interface
end module
