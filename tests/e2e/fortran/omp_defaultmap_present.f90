! defaultmap(present: aggregate) (OpenMP 5.2 5.8.6): an array the region
! references without a clause is treated as if it appeared in a map
! clause with map type alloc and the present modifier. a was entered, so
! the first region finds it (no copy: the device's a = 1 plus 1 stays on
! the device while the host holds 5); b was never mapped, so the second
! region is runtime error termination (5.8.3, present modifier).
program omp_defaultmap_present
  implicit none
  integer :: a(4), b(4), i
  a = 1; b = 1
  !$omp target enter data map(to: a)
  a = 5
  !$omp target defaultmap(present: aggregate)
  do i = 1, 4
    a(i) = a(i) + 1
  end do
  !$omp end target
  print '(a,i3)', 'a present: host a =', a(1)
  !$omp target defaultmap(present: aggregate)
  do i = 1, 4
    b(i) = 2
  end do
  !$omp end target
  print '(a)', 'not reached'
end program
