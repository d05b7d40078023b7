! Nested loop directives (OpenACC 3.3 2.9): a gang loop over columns with
! a vector (or worker vector) loop inside that carries its own reduction
! (2.9.11) into a scalar private to the gang loop (2.9.10). A reduction
! that spans both loops is named on both loop directives, as 2.9.11
! requires.
program loop_nested_reduction
  implicit none
  integer, parameter :: n = 4, m = 3
  real(8) :: a(n, m), colsum(m), colmax(m), s, mx, total
  integer :: i, j
  do j = 1, m
    do i = 1, n
      a(i, j) = i + (j - 1) * n
    end do
  end do
  a(2, 3) = 50
  !$acc parallel loop gang private(s) copyin(a) copyout(colsum)
  do j = 1, m
    s = 0
    !$acc loop vector reduction(+:s)
    do i = 1, n
      s = s + a(i, j)
    end do
    colsum(j) = s
  end do
  !$acc parallel loop gang private(mx) copyin(a) copyout(colmax)
  do j = 1, m
    mx = -1000
    !$acc loop worker vector reduction(max:mx)
    do i = 1, n
      mx = max(mx, a(i, j))
    end do
    colmax(j) = mx
  end do
  total = 0
  !$acc parallel loop gang reduction(+:total) copyin(a)
  do j = 1, m
    !$acc loop vector reduction(+:total)
    do i = 1, n
      total = total + a(i, j)
    end do
  end do
  print '(a,3f7.1)', 'colsum =', colsum
  print '(a,3f7.1)', 'colmax =', colmax
  print '(a,f7.1)', 'total  =', total
end program
