! routine seq (OpenACC 3.3 2.15.1): contained functions and a contained
! subroutine compiled for the device and called from compute regions, one
! of them calling another routine.
program routine_contained
  implicit none
  integer, parameter :: n = 5
  real :: x(n), y(n), z(n)
  integer :: i
  x = [(real(i) - 3, i = 1, n)]
  !$acc parallel loop copyin(x) copyout(y)
  do i = 1, n
    y(i) = poly(x(i))
  end do
  z = x
  !$acc parallel loop copy(z)
  do i = 1, n
    call clamp(z(i), -1.0, 1.5)
  end do
  print '(a,5f7.2)', 'y =', y
  print '(a,5f7.2)', 'z =', z
contains
  real function poly(t)
    !$acc routine seq
    real, intent(in) :: t
    poly = 2 * t * t + square(t + 1) + 1
  end function
  real function square(t)
    !$acc routine seq
    real, intent(in) :: t
    square = t * t
  end function
  subroutine clamp(v, lo, hi)
    !$acc routine seq
    real, intent(inout) :: v
    real, intent(in) :: lo, hi
    if (v < lo) v = lo
    if (v > hi) v = hi
  end subroutine
end program
