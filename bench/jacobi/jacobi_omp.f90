! bench/jacobi/jacobi.f90 written by hand with OpenMP: the reference that
! bench/jacobi_bench.py compares acc2c's output with. The same arrays
! (allocatable, n = m and the iteration limit from the command line), the same
! loops and iteration count, the same timed section and output; each OpenACC
! compute construct (`parallel loop collapse(2)`) is one `!$omp parallel do`
! on the outer loop, the schedule acc2c gives it (the threads share the outer
! loop, the inner one is vectorised: rewriter/common/LoopDirectives.h), so the
! ratio is the translation's own cost; and the data region is gone (the host
! memory is the only memory).
!
! usage: jacobi_omp [n [iter_max]]
program jacobi_omp
  implicit none
  integer :: n, m, iter_max
  real(8), parameter :: tol = 1.0d-6
  real(8), allocatable :: A(:, :), Anew(:, :)
  real(8) :: err
  integer :: i, j, iter
  integer(8) :: t0, t1, rate
  character(len=32) :: arg

  n = 2048
  iter_max = 200
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) n
  end if
  if (command_argument_count() >= 2) then
    call get_command_argument(2, arg)
    read (arg, *) iter_max
  end if
  if (n < 3 .or. iter_max < 1) stop 'jacobi: usage: jacobi [n >= 3 [iter_max >= 1]]'
  m = n
  allocate(A(n, m), Anew(n, m))

  A = 0.0d0
  A(1, :) = 1.0d0
  Anew = A
  err = 1.0d0
  iter = 0

  call system_clock(t0, rate)
  do while (err > tol .and. iter < iter_max)
    err = 0.0d0
    !$omp parallel do reduction(max:err)
    do j = 2, m - 1
      do i = 2, n - 1
        Anew(i, j) = 0.25d0 * (A(i + 1, j) + A(i - 1, j) + A(i, j - 1) + A(i, j + 1))
        err = max(err, abs(Anew(i, j) - A(i, j)))
      end do
    end do
    !$omp parallel do
    do j = 2, m - 1
      do i = 2, n - 1
        A(i, j) = Anew(i, j)
      end do
    end do
    iter = iter + 1
  end do
  call system_clock(t1)

  print '(a, i0, a, i0, a, es12.5, a, es12.5)', 'n: ', n, '  iterations: ', iter, &
    '  error: ', err, '  checksum: ', sum(A)
  print '(a, f0.6)', 'seconds: ', real(t1 - t0, 8) / real(rate, 8)
end program jacobi_omp
