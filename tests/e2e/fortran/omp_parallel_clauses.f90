! The clauses of a combined target construct's parallel leaf bind the
! threads that run its loop (OpenMP 5.2 10.1.1, 3.4): num_threads(n) asks
! for n threads (at most n, one for n = 1), thread_limit(t) allows at most
! t in the team, an if(parallel: c) or an if(c) without a modifier that is
! false runs the loop on one thread, and if(target: c) decides only where
! it runs. Each expression is evaluated where the construct starts, with
! names the loop body does not use: in the main program (outlined region
! procedures) and in an internal procedure (regions in place), whose local
! named like the intrinsic INT changes nothing.
program omp_parallel_clauses
  use omp_lib
  implicit none
  integer, parameter :: n = 64
  integer :: threads(n), requested(2) = [1, 3], k, i, nt, limit = 2
  logical :: initial(n), off = .false.
  do k = 1, 2
    nt = requested(k)
    !$omp target teams distribute parallel do num_threads(nt) map(from: threads)
    do i = 1, n
      threads(i) = omp_get_num_threads()
    end do
    print '(a,i0,a,i0,a,l2)', 'num_threads(', nt, '): at most ', nt, ' threads:', &
        maxval(threads) <= nt
  end do
  !$omp target teams distribute parallel do num_threads(8) thread_limit(limit) map(from: threads)
  do i = 1, n
    threads(i) = omp_get_num_threads()
  end do
  print '(a,l2)', 'num_threads(8) thread_limit(2): at most 2 threads:', maxval(threads) <= 2
  !$omp target teams distribute parallel do if(parallel: off) num_threads(4) &
  !$omp& map(from: threads, initial)
  do i = 1, n
    threads(i) = omp_get_num_threads()
    initial(i) = omp_is_initial_device()
  end do
  print '(a,i0,a,l2)', 'if(parallel: .false.): ', maxval(threads), ' thread, on the host:', initial(1)
  call in_place()
contains
  subroutine in_place()
    integer :: int
    int = 1
    !$omp target parallel do if(off) map(from: threads, initial)
    do i = 1, n
      threads(i) = omp_get_num_threads()
      initial(i) = omp_is_initial_device()
    end do
    print '(a,i0,a,l2)', 'if(.false.): ', maxval(threads), ' thread, on the host:', initial(1)
    !$omp target parallel do if(target: .true.) if(parallel: off) map(from: threads, initial)
    do i = 1, n
      threads(i) = omp_get_num_threads()
      initial(i) = omp_is_initial_device()
    end do
    print '(a,i0,a,l2)', 'if(target: .true.) if(parallel: .false.): ', maxval(threads), &
        ' thread, on the host:', initial(1)
    !$omp target teams distribute parallel do num_threads(int) map(from: threads)
    do i = 1, n
      threads(i) = omp_get_num_threads()
    end do
    print '(a,i0,a)', 'num_threads(int), int = 1: ', maxval(threads), ' thread'
  end subroutine
end program
