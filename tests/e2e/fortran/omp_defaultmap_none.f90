! defaultmap(none) (OpenMP 5.2 5.8.6): every variable the region references
! must have a predetermined attribute or appear in a clause; then each gets
! what its clause says. c is map(tofrom): c(1) + n = 5 + 4 = 9 and
! c(2) + 1 = 6 come back; n is map(to): the region's 0 is dropped, 4
! stays.
program omp_defaultmap_none
  implicit none
  integer :: n, c(2)
  n = 4; c = 5
  !$omp target defaultmap(none) map(tofrom: c) map(to: n)
  c(1) = c(1) + n
  c(2) = c(2) + 1
  n = 0
  !$omp end target
  print '(a,2i3,a,i3)', 'c =', c, '   n =', n
end program
