! 100 elements of 1, each made 2*1 + i in a kernel: 200 + 5050.
program main
  use ops
  real(8) :: a(100)
  integer :: i
  a = 1
  !$acc parallel loop copy(a)
  do i = 1, 100
    a(i) = twice(a(i)) + i
  end do
  print '(f8.1)', sum(a)
end program
