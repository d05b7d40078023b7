! Implicit data attributes for scalars in kernels (OpenACC 3.3 2.6.2): a
! scalar referenced in a kernels construct and named in no data clause is
! treated as copy, so, unlike in parallel and serial, the value the region
! assigns comes back to the host.
program implicit_scalar_kernels
  implicit none
  integer :: n, a(5)
  real :: t
  n = 3
  t = 0.25
  a = 0
  !$acc kernels
  n = n * 7
  t = t + 1
  a(:) = n
  !$acc end kernels
  print '(a,i0,a,f5.2,a,5i3)', 'n=', n, ' t=', t, ' a=', a
  !$acc kernels
  t = t * 2
  !$acc end kernels
  print '(a,f5.2)', 't=', t
end program
