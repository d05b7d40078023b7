! The present motion modifier of target update (OpenMP 5.2 13.9): without
! it, a list item that is not present is skipped (no assignment occurs),
! so the first update passes; with it, an absent item is runtime error
! termination: the second update stops the program.
program omp_update_present_absent
  implicit none
  integer :: b(4)
  b = 1
  !$omp target update to(b)
  print '(a)', 'update to(b), b absent: skipped'
  !$omp target update to(present: b)
  print '(a)', 'not reached'
end program
