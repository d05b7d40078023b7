! A scratch array private to an inner `loop vector` of a gang loop (OpenACC
! 3.3 2.9.10), as miniWeather computes its stencils: every lane has its
! own, so every flux is its own stencil's; OpenMP's private on a parallel do
! inside a target region the same. On host threads each thread of
! the gang loop needs its own array too (rule loop-private,
! docs/data-operations.md); shared, the threads overwrite each other's.
program loop_private_scratch
  implicit none
  integer, parameter :: n = 2000, m = 64
  real(8) :: a(n, m), f(n, m), st(4), t
  integer :: i, k, s
  do k = 1, m
    do i = 1, n
      a(i, k) = i + 100 * k
    end do
  end do
  f = 0
  !$acc parallel loop gang copyin(a) copy(f)
  do k = 1, m
    !$acc loop vector private(st)
    do i = 2, n - 2
      do s = 1, 4
        st(s) = a(i - 2 + s, k)
      end do
      f(i, k) = st(1) + st(4) + (st(2) - st(3)) ** 2
    end do
  end do
  ! f(i, k) = (i - 1 + 100k) + (i + 2 + 100k) + 1 = 2i + 2 + 200k
  print '(3f14.1)', f(2, 1), f(n - 2, m), sum(f)
  ! The same array referenced at the gang loop's level too: that is the
  ! gangs' copy (here copy), which the host threads share, so each thread
  ! needs a copy of its own for the inner loop (a BLOCK around it,
  ! docs/data-operations.md). f(1, k) reads the gangs' st(1), 0.
  f = 0
  st = 0
  !$acc parallel loop gang copyin(a) copy(f, st)
  do k = 1, m
    f(1, k) = st(1)
    !$acc loop vector private(st)
    do i = 2, n - 2
      do s = 1, 4
        st(s) = a(i - 2 + s, k)
      end do
      f(i, k) = st(1) + st(4) + (st(2) - st(3)) ** 2
    end do
  end do
  print '(3f14.1)', f(2, 1), f(n - 2, m), sum(f)
  ! The same with OpenMP: a parallel do's private array inside a target
  ! teams distribute.
  f = 0
  !$omp target teams distribute map(to: a) map(tofrom: f)
  do k = 1, m
    !$omp parallel do private(st)
    do i = 2, n - 2
      do s = 1, 4
        st(s) = a(i - 2 + s, k)
      end do
      f(i, k) = st(1) + st(4) + (st(2) - st(3)) ** 2
    end do
  end do
  print '(3f14.1)', f(2, 1), f(n - 2, m), sum(f)
  ! A scalar private to an inner loop of a kernels region, as CloverLeaf's
  ! advection loops have them: each thread its own, none copied in
  ! (gfortran -Wall: no "used uninitialized"). t = 2i + 1 + 200k.
  f = 0
  !$acc kernels copyin(a) copy(f)
  !$acc loop independent
  do k = 1, m
    !$acc loop independent private(t)
    do i = 2, n - 2
      t = a(i - 1, k) + a(i + 2, k)
      f(i, k) = t + 1
    end do
  end do
  !$acc end kernels
  print '(3f14.1)', f(2, 1), f(n - 2, m), sum(f)
end program
