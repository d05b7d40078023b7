! Reductions on loop constructs inside a parallel region (OpenACC 3.3
! 2.9.11): the variable is named in a copy clause of the parallel construct,
! the gang loop's reduction leaves the combined value (with the original
! one) in that copy at the end of the region, and copy brings it back.
! A worker vector loop reduction inside a gang loop fills one element per
! gang iteration.
program reduction_loop_in_parallel
  implicit none
  integer, parameter :: n = 8
  integer :: a(n), b(3, n), rows(3), s, mx, i, j, t
  a = [(i, i = 1, n)]
  do j = 1, n
    do i = 1, 3
      b(i, j) = i * j
    end do
  end do
  s = 1000
  mx = 5
  !$acc parallel copyin(a) copy(s, mx)
  !$acc loop gang vector reduction(+:s) reduction(max:mx)
  do i = 1, n
    s = s + a(i)
    mx = max(mx, a(i) * a(i))
  end do
  !$acc end parallel
  !$acc parallel copyin(b) copyout(rows)
  !$acc loop gang private(t)
  do i = 1, 3
    t = 0
    !$acc loop worker vector reduction(+:t)
    do j = 1, n
      t = t + b(i, j)
    end do
    rows(i) = t
  end do
  !$acc end parallel
  print '(a,i0,a,i0)', 's=', s, ' mx=', mx
  print '(a,3i5)', 'rows=', rows
end program
