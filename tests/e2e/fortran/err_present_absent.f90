! A present clause on a compute construct for data that is not on the
! device is a runtime error (OpenACC 3.3 2.7.5, 2.7.3): the program stops
! with the variable's name and the directive's line.
program err_present_absent
  implicit none
  real :: a(4)
  integer :: i
  a = 1
  !$acc parallel loop present(a)
  do i = 1, 4
    a(i) = 2
  end do
  print '(a)', 'not reached'
end program
