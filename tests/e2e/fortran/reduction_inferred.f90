! Code written for NVIDIA's compilers: a parallel loop updates a scalar of
! the host without a reduction clause. By OpenACC 3.3 2.6.2 `err` and `s`
! would be firstprivate and their updates lost; acc2c infers
! reduction(max:err) and reduction(+:s) as NVIDIA's compilers do, with a
! warning (passes/InferReductions.h). `t` is assigned in no reduction form:
! it stays firstprivate, a temporary of each iteration.
program reduction_inferred
  implicit none
  integer, parameter :: n = 40
  real(8) :: a(n, n), anew(n, n), err, s, t
  integer :: i, j, iter
  a = 0
  a(:, 1) = 1
  anew = a
  err = 1
  iter = 0
  !$acc data copy(a) copyin(anew)
  do while (err > 1d-4 .and. iter < 150)
    err = 0
    !$acc parallel loop
    do j = 2, n - 1
      do i = 2, n - 1
        t = 0.25d0 * (a(i + 1, j) + a(i - 1, j) + a(i, j - 1) + a(i, j + 1))
        anew(i, j) = t
        err = max(err, abs(t - a(i, j)))
      end do
    end do
    !$acc parallel loop
    do j = 2, n - 1
      do i = 2, n - 1
        a(i, j) = anew(i, j)
      end do
    end do
    iter = iter + 1
  end do
  !$acc end data
  s = 0
  !$acc parallel loop copyin(a)
  do j = 1, n
    do i = 1, n
      s = s + a(i, j)
    end do
  end do
  print '(a, i4, a, f10.6, a, f12.6)', 'iterations', iter, ' error', err, ' sum', s
end program reduction_inferred
