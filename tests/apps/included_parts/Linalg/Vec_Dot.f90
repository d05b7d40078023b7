  ! dot = a . b on the device; the kernels region infers the sum.
  subroutine vec_dot(lin, dot, n, a, b)
    class(linalg_type) :: lin
    real :: dot
    integer :: n
    real :: a(n), b(n)
    integer :: i
    Unused(lin)

    !$acc kernels present(a, b)
    dot = 0
    do i = 1, n
      dot = dot + a(i) * b(i)
    end do
    !$acc end kernels
  end subroutine
