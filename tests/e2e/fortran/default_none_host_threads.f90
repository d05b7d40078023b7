! Device constructs inside the user's host OpenMP loops with default(none)
! (OpenMP 5.2 5.4.1: every variable the host construct names must be
! listed). That default is the host threads': an OpenACC compute construct
! inside takes its implicit data attributes by OpenACC's rules (2.6.2;
! only its own default or an enclosing data construct's counts), and the
! translation names nothing the user's clauses would have to list. Each
! host thread maps or updates its own column.
program default_none_host_threads
  implicit none
  real :: a(100, 4)
  integer :: t, i
  !$omp parallel do default(none) shared(a) private(i)
  do t = 1, 4
    !$omp target map(from: a(:, t))
    do i = 1, 100
      a(i, t) = t + i
    end do
    !$omp end target
  end do
  !$acc data copy(a)
  !$omp parallel do default(none) shared(a) private(i)
  do t = 1, 4
    !$acc parallel loop present(a)
    do i = 1, 100
      a(i, t) = a(i, t) + 1
    end do
  end do
  !$acc end data
  print '(a,f6.1,a,f6.1)', 'a(100, 4) =', a(100, 4), '  a(1, 1) =', a(1, 1)
end program
