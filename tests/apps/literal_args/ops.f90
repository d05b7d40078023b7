! Compute regions in procedures whose scalar dummies the regions only
! read; the callers pass literals and named constants for them.
module ops
  implicit none
  integer, parameter :: n = 64, nh = 2
contains
  ! Periodic halo of width w (w <= nh) of f, which is on the device.
  subroutine update_halo(f, w)
    real, intent(inout) :: f(1-nh:n+nh)
    integer, intent(in) :: w
    integer :: i
    !$acc parallel loop present(f)
    do i = 1, w
      f(1 - i) = f(n + 1 - i)
      f(n + i) = f(i)
    end do
  end subroutine

  ! a = s * a
  subroutine scale(a, m, s)
    integer, intent(in) :: m
    real, intent(inout) :: a(m)
    real, intent(in) :: s
    !$acc kernels copy(a)
    a(1:m) = s * a(1:m)
    !$acc end kernels
  end subroutine

  ! y = y + alpha * x
  subroutine axpy(y, x, m, alpha)
    integer, intent(in) :: m
    real, intent(inout) :: y(m)
    real, intent(in) :: x(m), alpha
    integer :: i
    !$acc parallel loop copyin(x) copy(y)
    do i = 1, m
      y(i) = y(i) + alpha * x(i)
    end do
  end subroutine

  ! Fills a(lo:hi) with c on the device, a kernels region reading lo, hi, c.
  subroutine fill(a, lo, hi, c)
    real, intent(inout) :: a(:)
    integer, intent(in) :: lo, hi
    real, intent(in) :: c
    integer :: i
    !$acc kernels loop copy(a)
    do i = lo, hi
      a(i) = c
    end do
  end subroutine
end module
