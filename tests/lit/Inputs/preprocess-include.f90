! Included by preprocess.F90 through a Fortran INCLUDE line.
subroutine from_include(c)
  real :: c(5)
  !$acc enter data create(c)
end subroutine
