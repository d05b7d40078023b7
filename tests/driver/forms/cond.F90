! Preprocessed free form (.F90): the directives are in an #ifdef branch that
! only -DSCALE=3 selects, and SCALE appears in the code. Then the idiom of
! code built for OpenACC or OpenMP: the directives in the branches of an
! #ifdef _OPENACC, the loop between them; the region procedure takes the
! loop, the #else and #endif stay with the directives (README, "Using
! acc2c").
program forms
  implicit none
  real :: x(3), y(4), z(4)
  integer :: i
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
#ifdef _OPENACC
  !$acc parallel loop copyout(z)
#else
  !$omp parallel do
#endif
  do i = 1, 4
    z(i) = 10 * i
  end do
#ifdef _OPENACC
  !$acc end parallel loop
#endif
  print '(4f7.1)', z
end program forms
