! Implicit data attributes (OpenACC 3.3 2.6.2): an array referenced in a
! compute construct and named in no data clause is treated as copy, so the
! region sees the host values and the host sees the region's writes, for
! parallel loop, kernels and serial alike.
program implicit_data_arrays
  implicit none
  integer, parameter :: n = 4
  real :: x(n), y(n), m(2, 2)
  integer :: i
  x = [1., 2., 3., 4.]
  y = 0
  m = 0
  !$acc parallel loop
  do i = 1, n
    y(i) = x(i) * 0.5
  end do
  !$acc kernels
  do i = 1, n
    x(i) = x(i) + y(i)
  end do
  !$acc end kernels
  !$acc serial
  m(1, 1) = x(1)
  m(2, 2) = x(4)
  !$acc end serial
  print '(a,4f6.2)', 'y =', y
  print '(a,4f6.2)', 'x =', x
  print '(a,4f6.2)', 'm =', m
end program
