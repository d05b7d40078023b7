  ! y = y + a * scale * x, with the loop in a file this one includes.
  subroutine vec_axpy(lin, n, y, a, x)
    class(linalg_type) :: lin
    integer :: n
    real :: y(n), x(n), a
    integer :: i

#   include "axpy_loop.inc"
  end subroutine
