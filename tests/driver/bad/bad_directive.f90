! A malformed OpenACC directive (an unknown clause): acc2c rejects it, so
! acc2c-gfortran must fail with acc2c's diagnostic and leave no object.
program bad_directive
  real :: x(10)
  x = 1
  !$acc enter data copyin(x) bogus(3)
  print *, x(1)
end program bad_directive
