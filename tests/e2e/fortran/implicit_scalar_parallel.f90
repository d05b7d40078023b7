! Implicit data attributes for scalars (OpenACC 3.3 2.6.2): a scalar that is
! referenced in a parallel or serial construct and named in no data clause
! is firstprivate. The region starts from the host value, and what it
! assigns to the scalar stays in the region: the host value is unchanged.
! (Arrays, by contrast, are copy: a gets the region's values.)
program implicit_scalar_parallel
  implicit none
  integer :: a(4), k, i
  real(8) :: s
  k = 5
  s = 1.5d0
  a = 0
  !$acc parallel
  k = k + 100
  !$acc loop
  do i = 1, 4
    a(i) = k + i
  end do
  !$acc end parallel
  print '(a,i0,a,4i5)', 'after parallel: k=', k, ' a=', a
  !$acc serial
  s = s * 4
  a(1) = int(s)
  !$acc end serial
  print '(a,f5.2,a,i0)', 'after serial: s=', s, ' a(1)=', a(1)
end program
