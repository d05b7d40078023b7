! collapse(force: 2) over loops that are not tightly nested (OpenACC 3.3
! 2.9.1): the statement between the DO statements runs for every
! iteration of the outer loop. OpenMP's collapse would reject these loops,
! so the host threads share the outer loop alone
! (rewriter/common/LoopDirectives.h, collapseOf). The intervening statement
! gives the same values however often it runs, so the result is defined.
program loop_collapse_force
  implicit none
  integer, parameter :: n = 40, m = 30
  real :: a(m, n), t
  integer :: i, j
  !$acc parallel loop collapse(force: 2) copyout(a) private(t)
  do j = 1, n
    t = 2.0 * j
    do i = 1, m
      a(i, j) = t + i
    end do
  end do
  print '(a, f6.1)', 'a(1,1) = ', a(1, 1)
  print '(a, f6.1)', 'a(m,n) = ', a(m, n)
  print '(a, f9.1)', 'total = ', sum(a)
end program loop_collapse_force
