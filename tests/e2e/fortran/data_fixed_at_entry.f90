! The exit of a structured construct acts on the data its entry found
! (OpenACC 3.3 2.6.5, 2.7.6): a pairwise tree sum halves n inside a data
! construct that mapped x(1:n) with n = 8, so its exit copies all eight
! elements back; a kernels construct whose body changes m copies out
! out(1:m) as m was at entry (6 elements). Before, the exit evaluated the
! section again: x(2:8) kept their host values and out(3:6) were lost.
program data_fixed_at_entry
  implicit none
  real :: x(8)
  integer :: out(6), n, m, h, i
  x = [(real(i), i = 1, 8)]
  n = 8
  !$acc data copy(x(1:n))
  do while (n > 1)
    h = n / 2
    !$acc parallel loop present(x(1:n))
    do i = 1, h
      x(i) = x(i) + x(i + h)
    end do
    n = h
  end do
  !$acc end data
  print '(a, 4f6.1, a, i0)', 'x =', x(1), x(2), x(3), x(8), '  n = ', n
  m = 6
  out = 0
  !$acc kernels copyout(out(1:m))
  do i = 1, 6
    out(i) = 10 * i
  end do
  m = 2
  !$acc end kernels
  print '(a, 6i4, a, i0)', 'out =', out, '  m = ', m
end program
