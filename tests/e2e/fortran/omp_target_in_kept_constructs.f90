! Target constructs and data directives as the first statement of OpenMP
! constructs that stay as written (single, taskgroup): their translations
! must not end those constructs early (a body beginning with a BLOCK is a
! strictly structured block, OpenMP 5.2 3.1). a = 1 1 1 1; the single
! thread's region adds 1 (a = 2 2 2 2, s = 8); in the taskgroup, enter
! data, a region tripling the device copy and exit data from: a = 6 6 6 6.
program omp_target_in_kept_constructs
  implicit none
  integer :: s, a(4)
  s = 0
  a = 1
  !$omp parallel
  !$omp single
  !$omp target map(tofrom: a)
  a = a + 1
  !$omp end target
  s = s + sum(a)
  !$omp end single
  !$omp end parallel
  !$omp taskgroup
  !$omp target enter data map(to: a)
  !$omp target
  a = a * 3
  !$omp end target
  !$omp target exit data map(from: a)
  !$omp end taskgroup
  print '(a,i3,a,4i3)', 's =', s, '  a =', a
end program
