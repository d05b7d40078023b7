! SAXPY, y = a*x + y: the "hello world" of offloading, with OpenACC.
!
! What to look at:
!   parallel loop   the loop becomes a compute region whose iterations run
!                   in parallel on the device (OpenACC 3.3 2.11, 2.9).
!   copyin(x)       x is an input: copied to the device when the region
!                   starts, freed at its end, never copied back (2.7.7).
!   copy(y)         y is updated in place: copied to the device at the
!                   start and back to the host at the end (2.7.6).
!   a               a scalar in no clause is firstprivate: each gang gets
!                   the host's value (2.6.2).
!
! With x(i) = i and y(i) = i/2, every y(i) becomes 2.5*i, so the checksum
! is 2.5 * n(n+1)/2 = 1251250 for n = 1000. Translated by acc2c and run on
! its host backend (a separate device memory, as on a GPU), it prints:
!   y(1), y(2), y(500), y(1000):      2.5     5.0  1250.0  2500.0
!   checksum:    1251250.0
program saxpy
  implicit none
  integer, parameter :: n = 1000
  real :: x(n), y(n), a
  integer :: i
  a = 2.0
  do i = 1, n
    x(i) = i
    y(i) = 0.5 * i
  end do

  !$acc parallel loop copyin(x) copy(y)
  do i = 1, n
    y(i) = a * x(i) + y(i)
  end do

  print '(a,4f8.1)', 'y(1), y(2), y(500), y(1000): ', y(1), y(2), y(500), y(1000)
  print '(a,f12.1)', 'checksum: ', sum(real(y, 8))
end program saxpy
