! A present clause on data that is not on the device stops the program with
! the variable's name and line (OpenACC 3.3 2.7.5).
program present_absent
  implicit none
  real :: x(4)
  x = 0
  !$acc data present(x(2:3))
  x = 1
  !$acc end data
  print *, "not reached"
end program
