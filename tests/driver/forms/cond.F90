! Preprocessed free form (.F90): the directives are in an #ifdef branch that
! only -DSCALE=3 selects, and SCALE appears in the code.
program forms
  implicit none
  real :: x(3), y(4)
  x = [1., 2., 3.]
  call fixed_copy(x, 3)
  print '(3f7.1)', x
  y = 1
#ifdef SCALE
  !$acc data copyin(y)
  y = y * SCALE
  !$acc update self(y(3:4))
  !$acc end data
#else
  y = -1
#endif
  print '(4f7.1)', y
end program forms
