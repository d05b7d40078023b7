! The Jacobi sweep and the device-side sums; the arrays are already on
! the device (present).
module solver_mod
  use field_mod, only: dp
  implicit none
contains
  ! One sweep over the owned columns; res gets the local sum of the
  ! squared changes.
  subroutine jacobi_step(nx, nloc, u, unew, res)
    integer, intent(in) :: nx, nloc
    real(dp), intent(inout) :: u(0:nx+1, 0:nloc+1), unew(0:nx+1, 0:nloc+1)
    real(dp), intent(out) :: res
    integer :: i, j
    real(dp) :: d

    res = 0.0_dp
    !$acc parallel loop collapse(2) present(u, unew) private(d) reduction(+:res)
    do j = 1, nloc
      do i = 1, nx
        unew(i, j) = 0.25_dp * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
        d = unew(i, j) - u(i, j)
        res = res + d * d
      end do
    end do

    !$acc parallel loop collapse(2) present(u, unew)
    do j = 1, nloc
      do i = 1, nx
        u(i, j) = unew(i, j)
      end do
    end do
  end subroutine

  ! Sum of the owned interior points, on the device.
  real(dp) function interior_sum(nx, nloc, u) result(s)
    integer, intent(in) :: nx, nloc
    real(dp), intent(in) :: u(0:nx+1, 0:nloc+1)
    integer :: i, j
    s = 0.0_dp
    !$acc parallel loop collapse(2) present(u) reduction(+:s)
    do j = 1, nloc
      do i = 1, nx
        s = s + u(i, j)
      end do
    end do
  end function
end module
