! real(8) reductions (OpenACC 3.3 2.5.15: + * max min) on a parallel loop
! and on a kernels loop, each combined with the variable's original value.
! The data are dyadic numbers, so every order of evaluation gives the same
! exact result.
program reduction_real8_ops
  implicit none
  integer, parameter :: n = 6
  real(8) :: r(n), s, p, mx, mn, s2
  integer :: i
  r = [0.5d0, 2.0d0, 1.5d0, 4.0d0, 0.25d0, 3.0d0]
  s = 1
  p = 2
  mx = -1
  mn = 0.125d0
  !$acc parallel loop copyin(r) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn)
  do i = 1, n
    s = s + r(i)
    p = p * r(i)
    mx = max(mx, r(i))
    mn = min(mn, r(i))
  end do
  s2 = -10
  !$acc kernels loop copyin(r) reduction(+:s2)
  do i = 1, n
    s2 = s2 + 2 * r(i)
  end do
  print '(a,f8.3,a,f8.3)', '+: ', s, '  *: ', p
  print '(a,f8.3,a,f8.3)', 'max: ', mx, '  min: ', mn
  print '(a,f8.3)', 'kernels loop +: ', s2
end program
