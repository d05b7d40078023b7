! OpenACC firstprivate of a POINTER array (2.5.14): the region's copy is
! a copy of the data the pointer is associated with, initialised from it,
! never the host's data itself (OpenMP copies the association instead:
! omp_defaultmap_firstprivate). The region sets its copy's q(2) = 5 and
! copies the copy out into r: r = 1 5 1 1; the host's target t, which the
! region never maps, keeps 1 1 1 1.
program firstprivate_pointer_array
  implicit none
  real, target :: t(4)
  real, pointer :: q(:)
  real :: r(4)
  t = 1
  q => t
  !$acc parallel firstprivate(q) copyout(r)
  q(2) = 5
  r = q
  !$acc end parallel
  print '(a,4f4.0)', 'r =', r
  print '(a,4f4.0)', 't =', t
end program
