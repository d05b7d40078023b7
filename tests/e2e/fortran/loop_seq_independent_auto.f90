! The seq, independent and auto clauses of the loop construct (OpenACC 3.3
! 2.9.5-2.9.7): independent asserts no loop-carried dependence; a loop
! marked seq runs its iterations in order, so a recurrence is exact; under
! kernels, auto (explicit, or implied with no loop directive) leaves the
! decision to the implementation, which must keep a real dependence in
! order.
program loop_seq_independent_auto
  implicit none
  integer, parameter :: n = 8
  integer :: a(n), b(n), d(n), e(n), i
  a = 0
  b = 0
  d = [(i, i = 1, n)]
  e = 0
  e(1) = 1
  !$acc parallel loop independent copyout(a)
  do i = 1, n
    a(i) = 3 * i
  end do
  !$acc kernels loop auto copyin(a) copyout(b)
  do i = 1, n
    b(i) = a(i) + 1
  end do
  !$acc parallel num_gangs(1) copy(d)
  !$acc loop seq
  do i = 2, n
    d(i) = d(i) + d(i - 1)
  end do
  !$acc end parallel
  !$acc kernels loop auto copy(e)
  do i = 2, n
    e(i) = e(i - 1) * 2
  end do
  print '(a,8i5)', 'a =', a
  print '(a,8i5)', 'b =', b
  print '(a,8i5)', 'd =', d
  print '(a,8i5)', 'e =', e
end program
