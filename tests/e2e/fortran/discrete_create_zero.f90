! Separate device memory: create does not copy the host values to the
! device (OpenACC 3.3 2.7.9); with the zero modifier (new in 3.3) the
! device copy starts at zero, so the region reads zeros, not the host's 7.
! copyout(zero:) likewise gives a zeroed device copy that the region only
! partly writes.
! (gfortran 12 does not know the zero modifier.)
program discrete_create_zero
  implicit none
  integer, parameter :: n = 4
  integer :: t(n), r(n), c(n), i
  t = 7
  c = 9
  !$acc data create(zero: t) copyout(r)
  !$acc parallel loop
  do i = 1, n
    r(i) = t(i) + i
  end do
  !$acc end data
  !$acc parallel loop copyout(zero: c)
  do i = 1, n, 2
    c(i) = i
  end do
  print '(a,4i4)', 't =', t
  print '(a,4i4)', 'r =', r
  print '(a,4i4)', 'c =', c
end program
