! Implicit data-mapping attributes of Fortran scalars (OpenMP 5.2 5.8.1):
! "if a scalar variable has the TARGET, ALLOCATABLE or POINTER attribute
! then it is treated as if it had appeared in a map clause with a map-type
! of tofrom"; other scalars are firstprivate.
!   t = 1 (TARGET): the region's 42 comes back;
!   s = 2 (ALLOCATABLE): the region's 43 comes back;
!   n = 3 (neither): firstprivate, the region's 44 is lost: 3.
program omp_implicit_target_scalar
  implicit none
  integer, target :: t
  integer, allocatable :: s
  integer :: n
  allocate(s)
  t = 1; s = 2; n = 3
  !$omp target
  t = 42
  s = 43
  n = 44
  !$omp end target
  print '(a,3i4)', 't s n =', t, s, n
end program
