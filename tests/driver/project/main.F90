! The main program; preprocessed (.F90): _OPENACC is defined by acc2c-gfortran.
program main
  use field
  implicit none
  real :: a(n), b(n)
  call init(a)
  call stage(a, b)
  print '(6f6.1)', a
  print '(6f6.1)', b
#ifdef _OPENACC
  print '(a)', 'compiled for OpenACC'
#else
  print '(a)', 'compiled without OpenACC'
#endif
end program main
