! Loop-carried recurrences inside parallel regions (OpenACC 3.3 2.9.5 seq):
! a gang loop over columns with a seq loop inside computes a prefix sum per
! column; a seq loop in a one-gang parallel region and a plain loop in a
! serial region (2.5.2) give exact prefix sums; a kernels region whose loop
! has no directive must keep its dependence (2.5.3, implied auto).
program loop_seq_prefix_sum
  implicit none
  integer, parameter :: n = 5, m = 3
  integer :: a(n, m), p(6), q(6), r(6), i, j
  do j = 1, m
    do i = 1, n
      a(i, j) = i * j
    end do
  end do
  p = [(i, i = 1, 6)]
  q = 0
  q(1) = 1
  r = 2
  !$acc parallel loop gang copy(a)
  do j = 1, m
    !$acc loop seq
    do i = 2, n
      a(i, j) = a(i, j) + a(i - 1, j)
    end do
  end do
  !$acc parallel num_gangs(1) copy(p)
  !$acc loop seq
  do i = 2, 6
    p(i) = p(i) + p(i - 1)
  end do
  !$acc end parallel
  !$acc kernels copy(q)
  do i = 2, 6
    q(i) = q(i - 1) * 3
  end do
  !$acc end kernels
  !$acc serial copy(r)
  do i = 2, 6
    r(i) = r(i) + r(i - 1)
  end do
  !$acc end serial
  print '(5i4)', a
  print '(a,6i5)', 'p =', p
  print '(a,6i5)', 'q =', q
  print '(a,6i5)', 'r =', r
end program
