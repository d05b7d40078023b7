! firstprivate on a target construct (OpenMP 5.2 5.4.4, 13.8): the region
! gets a new list item initialised with the original's value; it is not
! mapped, so nothing comes back.
!   y = 7: the region reads 7, adds 1 and stores it in r(1): 8; y stays 7.
!   a = 1 2 3 4: the region triples its copy into r: 3 6 9 12; a stays
!   1 2 3 4.
program omp_target_firstprivate
  implicit none
  integer :: y, a(4), r(4), i
  y = 7; a = [1, 2, 3, 4]; r = 0
  !$omp target firstprivate(y) map(from: r)
  y = y + 1
  r(1) = y
  !$omp end target
  print '(a,i4,a,i4)', 'y =', y, '   r(1) =', r(1)
  !$omp target firstprivate(a) map(from: r)
  do i = 1, 4
    a(i) = 3 * a(i)
    r(i) = a(i)
  end do
  !$omp end target
  print '(a,4i4)', 'r =', r
  print '(a,4i4)', 'a =', a
end program
