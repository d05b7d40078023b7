! 2-D Jacobi relaxation of the Laplace equation: the data region keeps A and
! Anew on the device across iterations; only the error crosses each time.
program jacobi
  implicit none
  integer, parameter :: n = 256, m = 256, iter_max = 1000
  real(8), parameter :: tol = 1.0d-6
  real(8) :: A(n, m), Anew(n, m), err
  integer :: i, j, iter

  A = 0.0d0
  A(1, :) = 1.0d0
  Anew = A
  err = 1.0d0
  iter = 0

  !$acc data copy(A) create(Anew)
  do while (err > tol .and. iter < iter_max)
    err = 0.0d0
    !$acc parallel loop collapse(2) reduction(max:err)
    do j = 2, m - 1
      do i = 2, n - 1
        Anew(i, j) = 0.25d0 * (A(i + 1, j) + A(i - 1, j) + A(i, j - 1) + A(i, j + 1))
        err = max(err, abs(Anew(i, j) - A(i, j)))
      end do
    end do
    !$acc parallel loop collapse(2)
    do j = 2, m - 1
      do i = 2, n - 1
        A(i, j) = Anew(i, j)
      end do
    end do
    iter = iter + 1
  end do
  !$acc end data

  print '(a, i0, a, es12.5)', 'iterations: ', iter, '  error: ', err
end program jacobi
