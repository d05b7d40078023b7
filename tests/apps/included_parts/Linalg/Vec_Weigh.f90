  ! y = y * weights, the weights a component already on the device.
  subroutine vec_weigh(lin, n, y)
    class(linalg_type) :: lin
    integer :: n
    real :: y(n)
    integer :: i

    !$acc parallel loop present(y, lin % weights)
    do i = 1, n
      y(i) = y(i) * lin % weights(i)
    end do
  end subroutine
