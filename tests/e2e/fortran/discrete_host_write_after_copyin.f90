! Separate device memory: after copyin, host writes are not seen by the
! device until update device (OpenACC 3.3 2.14.4); updating a section
! sends only that section.
! (gfortran's shared-memory host fallback prints b = 5 5 5 5 and c = 5 5 5 5.)
program discrete_host_write_after_copyin
  implicit none
  integer, parameter :: n = 4
  real :: a(n), b(n), c(n)
  integer :: i
  a = 1
  !$acc data copyin(a) copyout(b, c)
  a = 5
  !$acc parallel loop
  do i = 1, n
    b(i) = a(i)
  end do
  !$acc update device(a(2:3))
  !$acc parallel loop
  do i = 1, n
    c(i) = a(i)
  end do
  !$acc end data
  print '(a,4f5.1)', 'a =', a
  print '(a,4f5.1)', 'b =', b
  print '(a,4f5.1)', 'c =', c
end program
