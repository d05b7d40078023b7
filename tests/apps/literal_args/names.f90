! A procedure in the style of older codes: its locals are named like
! intrinsics (loc, size, shape, sum, len), and they appear in a data
! region and a parallel loop.
subroutine summarize(x, m, res)
  implicit none
  integer, intent(in) :: m
  real, intent(inout) :: x(m)
  real, intent(out) :: res(4)
  integer :: loc(1), size, shape(2), len, i
  real :: sum

  size = m
  len = m / 2
  shape = [m, 3]
  sum = 0.0
  !$acc data copy(x) copyin(shape)
  !$acc parallel loop reduction(+:sum)
  do i = 1, size
    x(i) = x(i) * shape(2) + 1.0
    sum = sum + x(i)
  end do
  !$acc parallel loop
  do i = 1, len
    x(i) = -x(i)
  end do
  !$acc end data
  loc = maxloc(x)
  res = [sum, real(loc(1)), x(1), x(m)]
end subroutine
