! Implicit data-mapping attributes of a target construct (OpenMP 5.2
! 5.8.1): a scalar the region references without a clause is
! firstprivate, so its value goes in but a write does not come back; a
! non-scalar (array) is mapped tofrom.
!   n = 3 (firstprivate): a(i) = n * i = 3 6 9 12 comes back (a tofrom);
!   the region's n = 99 is lost: 3.
program omp_implicit_scalar_array
  implicit none
  integer :: n, a(4), i
  n = 3; a = 0
  !$omp target
  do i = 1, 4
    a(i) = n * i
  end do
  n = 99
  !$omp end target
  print '(a,4i4)', 'a =', a
  print '(a,i4)', 'n =', n
end program
