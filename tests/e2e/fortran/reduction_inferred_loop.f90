! The training course's module 6 form in Fortran: a parallel construct
! whose loop constructs update `err` without a reduction clause. acc2c
! infers reduction(max:err) on the parallel construct, with a warning
! (passes/InferReductions.h), and the threads of its loop carry it out.
! An explicit reduction clause on the parallel construct works the same.
program reduction_inferred_loop
  implicit none
  integer, parameter :: n = 40
  real(8) :: a(n, n), anew(n, n), err, total
  integer :: i, j, iter
  a = 0
  a(:, 1) = 1
  anew = a
  err = 1
  iter = 0
  !$acc data copy(a) copyin(anew)
  do while (err > 1d-4 .and. iter < 100)
    err = 0
    !$acc parallel
    !$acc loop gang
    do j = 2, n - 1
      !$acc loop vector
      do i = 2, n - 1
        anew(i, j) = 0.25d0 * (a(i + 1, j) + a(i - 1, j) + a(i, j - 1) + a(i, j + 1))
        err = max(err, abs(anew(i, j) - a(i, j)))
      end do
    end do
    !$acc end parallel
    !$acc parallel loop
    do j = 2, n - 1
      do i = 2, n - 1
        a(i, j) = anew(i, j)
      end do
    end do
    iter = iter + 1
  end do
  !$acc end data
  total = 0
  !$acc parallel copyin(a) reduction(+:total)
  !$acc loop
  do j = 1, n
    total = total + sum(a(:, j))
  end do
  !$acc end parallel
  print '(a, i4, a, f10.6, a, f12.6)', 'iterations', iter, ' error', err, ' total', total
end program reduction_inferred_loop
