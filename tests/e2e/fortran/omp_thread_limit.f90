! omp_get_thread_limit in a target region answers the thread-limit-var of
! the region's contention group (OpenMP 5.2 18.2.13, 10.2): its
! thread_limit clause, evaluated where the region starts, whether the body
! is outlined (the main program's) or in place (an internal procedure's);
! with no clause, the encountering thread's limit. The region's loop runs
! no more threads than the limit (the runner sets OMP_NUM_THREADS=4).
program omp_thread_limit
  use omp_lib
  implicit none
  integer :: threads(16), limits(16), tl, i
  tl = 3
  threads = -1
  limits = -1
  !$omp target teams distribute parallel do thread_limit(tl) map(from: threads, limits)
  do i = 1, 16
    threads(i) = omp_get_num_threads()
    limits(i) = omp_get_thread_limit()
  end do
  print '(a,2i3)', 'limit in the loop (least, most):', minval(limits), maxval(limits)
  print '(a,l2)', 'threads within it:', maxval(threads) <= 3 .and. minval(threads) >= 1
  tl = 5
  !$omp target thread_limit(tl + 1) map(from: limits)
  limits(1) = omp_get_thread_limit()
  tl = 0
  !$omp end target
  print '(a,i3)', 'limit of a target construct:', limits(1)
  !$omp target map(from: limits)
  limits(2) = omp_get_thread_limit()
  !$omp end target
  print '(a,l2)', 'no clause, the host''s limit:', limits(2) == omp_get_thread_limit()
  call in_place()
  print '(a,i3)', 'in place:', limits(3)
contains
  subroutine in_place()
    !$omp target thread_limit(2) map(tofrom: limits)
    limits(3) = omp_get_thread_limit()
    !$omp end target
  end subroutine
end program
