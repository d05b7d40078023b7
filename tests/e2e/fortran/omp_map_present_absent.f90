! The present map-type modifier (OpenMP 5.2 5.8.3): "if the present
! modifier is specified and the corresponding list item is not present in
! the device data environment, runtime error termination is performed"
! (5.2 3.x: error termination). a was never mapped, so the target
! construct stops the program before its region runs.
program omp_map_present_absent
  implicit none
  integer :: a(4), i
  a = 1
  !$omp target map(present, tofrom: a)
  do i = 1, 4
    a(i) = 2
  end do
  !$omp end target
  print '(a,i4)', 'not reached: a =', a(1)
end program
