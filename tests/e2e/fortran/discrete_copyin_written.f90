! Separate device memory: an array that is only copyin (OpenACC 3.3 2.7.7)
! but written in the region keeps its host values: copyin's exit action is
! a delete, the device's writes are dropped. The copyout array b carries
! what the region computed from the device's a.
! (gfortran's shared-memory host fallback prints a = 100 .. 500.)
program discrete_copyin_written
  implicit none
  integer, parameter :: n = 5
  real :: a(n), b(n)
  integer :: i
  a = [(real(i), i = 1, n)]
  b = 0
  !$acc parallel loop copyin(a) copyout(b)
  do i = 1, n
    a(i) = a(i) * 100
    b(i) = a(i) + 1
  end do
  print '(a,5f7.1)', 'a =', a
  print '(a,5f7.1)', 'b =', b
end program
