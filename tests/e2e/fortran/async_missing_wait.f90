! A program with a bug, kept as a test of the tests: it prints data that an
! async update self brings back without waiting for its queue. OpenACC 3.3
! 2.16.1: the host may rely on an async operation only after a wait for its
! queue (or a true acc_async_test), so until then a is still 1..4 or already
! 2..8: the print is unspecified. The author believed the update done at once
! and wrote the .expected as the doubled values, 2 4 6 8, which is what a
! runtime that completes every queue at once prints (acc2c's default host
! backend); under ACC2C_ASYNC=deferred the update runs only at the final wait
! and the print shows 1 2 3 4, so the bug shows (async_missing_wait.missing-wait).
program async_missing_wait
  implicit none
  integer, parameter :: n = 4
  real :: a(n)
  integer :: i
  a = [(real(i), i = 1, n)]
  !$acc data copyin(a)
  !$acc parallel loop present(a)
  do i = 1, n
    a(i) = 2 * a(i)
  end do
  !$acc update self(a) async(1)
  print '(a,4f7.1)', 'a =', a
  !$acc end data
  !$acc wait
end program
