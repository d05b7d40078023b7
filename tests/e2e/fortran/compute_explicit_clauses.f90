! Explicit data clauses on the three compute constructs: parallel (OpenACC
! 3.3 2.5.1), serial (2.5.2) and kernels (2.5.3), with copyin for inputs,
! copyout for results and copy for data updated in place (2.7.6-2.7.9).
program compute_explicit_clauses
  implicit none
  integer, parameter :: n = 6
  real :: x(n), y(n), z(n), w(n)
  integer :: i
  x = [(real(i), i = 1, n)]
  y = 10
  z = -1
  w = 0
  !$acc parallel copyin(x) copy(y) copyout(z)
  !$acc loop
  do i = 1, n
    z(i) = 2 * x(i)
    y(i) = y(i) + x(i)
  end do
  !$acc end parallel
  print '(a,6f6.1)', 'parallel z:', z
  print '(a,6f6.1)', 'parallel y:', y
  !$acc serial copyin(x) copyout(w)
  w(1) = x(1)
  do i = 2, n
    w(i) = w(i - 1) + x(i)
  end do
  !$acc end serial
  print '(a,6f6.1)', 'serial w:  ', w
  !$acc kernels copyin(z) copy(y)
  do i = 1, n
    y(i) = y(i) - z(i)
  end do
  !$acc end kernels
  print '(a,6f6.1)', 'kernels y: ', y
end program
