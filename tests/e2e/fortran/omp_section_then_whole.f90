! Entering a section, then using the whole array (OpenMP 5.2 5.8.3): a
! list item contained in a present item is present (the map(present,
! tofrom: a(2:3)) region finds it inside a(1:4), no copies: the host keeps
! 1), but "if any part of the original storage of a list item with an
! explicit or implicit data-mapping attribute has corresponding storage in
! the device data environment, all of the original storage must have
! corresponding storage": the region that maps all of a (map(tofrom: a))
! violates that; the program stops with an error naming a.
program omp_section_then_whole
  implicit none
  integer :: a(8), i
  a = 1
  !$omp target enter data map(to: a(1:4))
  !$omp target map(present, tofrom: a(2:3))
  do i = 2, 3
    a(i) = 5
  end do
  !$omp end target
  print '(a,i4)', 'inside the section: a(2) =', a(2)
  !$omp target map(tofrom: a)
  do i = 1, 8
    a(i) = 0
  end do
  !$omp end target
  print '(a)', 'not reached'
end program
