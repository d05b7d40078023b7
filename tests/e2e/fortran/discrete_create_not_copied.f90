! Separate device memory: create (OpenACC 3.3 2.7.9) makes a device copy
! that never travels: the regions use the device's t (written by the first
! region, read by the second), and at the end of the data region the
! host's t is what it was before, since create's exit action is a delete.
! (gfortran's shared-memory host fallback prints t = 1 .. 5.)
program discrete_create_not_copied
  implicit none
  integer, parameter :: n = 5
  real :: t(n), r(n)
  integer :: i
  t = 7
  r = 0
  !$acc data create(t) copyout(r)
  !$acc parallel loop
  do i = 1, n
    t(i) = i
  end do
  !$acc parallel loop
  do i = 1, n
    r(i) = t(i) * 2
  end do
  !$acc end data
  print '(a,5f6.1)', 't =', t
  print '(a,5f6.1)', 'r =', r
end program
