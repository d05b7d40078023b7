! A kernels region with several loop nests (OpenACC 3.3 2.5.3): they run
! one after another, so the second loop sees every result of the first
! (it reads elements other iterations wrote), and the scalar statement
! between them runs once, after the first loop and before the third.
program kernels_multiple_loops
  implicit none
  integer, parameter :: n = 8
  real :: a(n), b(n), c(n)
  integer :: i
  a = [(real(i), i = 1, n)]
  !$acc kernels copyin(a) copyout(b, c)
  do i = 1, n
    b(i) = a(i) * 2
  end do
  do i = 1, n
    c(i) = b(n + 1 - i) + b(i)
  end do
  b(1) = -b(1)
  do i = 1, n
    c(i) = c(i) + b(1)
  end do
  !$acc end kernels
  print '(a,8f6.1)', 'b =', b
  print '(a,8f6.1)', 'c =', c
end program
