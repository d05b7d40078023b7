! update device of data that is not on the device, without if_present, is
! a runtime error (OpenACC 3.3 2.14.4): the program stops naming a.
program err_update_device_absent
  implicit none
  real :: a(4)
  a = 1
  !$acc update device(a)
  print '(a)', 'not reached'
end program
