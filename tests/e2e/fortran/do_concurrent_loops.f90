! Loop directives on DO CONCURRENT (OpenACC 3.3 2.9): the indices are as if
! collapsed, the mask selects iterations, locality specs are private,
! firstprivate and reduction; the indices are construct entities the host
! does not have (or whose host variables keep their values).
program do_concurrent_loops
  implicit none
  integer, parameter :: n = 6, m = 4
  real(8) :: a(m, n), t, s0, s
  integer :: b(n), c(n), d(n), f(3, n), i, j, k, r

  !$acc parallel loop copyout(a)
  do concurrent (j = 1:n, i = 1:m)
    a(i, j) = 10 * i + j
  end do
  print '(a, f6.1, 2f5.1)', 'collapsed: ', sum(a), a(2, 5), a(4, 6)

  b = 0
  k = -7
  !$acc parallel loop copy(b)
  do concurrent (k = 1:n:2, mod(k, 3) /= 0)
    b(k) = k
  end do
  print '(a, 6i3, a, i0)', 'mask and step:', b, ', host k = ', k

  !$acc parallel loop copyout(c)
  outer: do concurrent (i = 1:n)
    c(i) = i
    if (i == 3) cycle outer
    c(i) = -i
  end do outer
  print '(a, 6i3)', 'named, cycle:', c

  s0 = 100
  !$acc parallel loop copyout(d)
  do concurrent (i = 1:n) local(t) local_init(s0)
    t = i * 2
    s0 = s0 + t
    d(i) = int(s0)
  end do
  print '(a, 6i4, a, f6.1)', 'local, local_init:', d, ', host s0 = ', s0

  s = 0
  !$acc parallel loop
  do concurrent (i = 1:n) reduce(+:s)
    s = s + i
  end do
  print '(a, f5.1)', 'reduce: ', s

  !$acc parallel copy(a)
  !$acc loop
  do concurrent (integer(8) :: p = 1:n, q = 1:m)
    a(q, p) = a(q, p) + p * q
  end do
  !$acc end parallel
  print '(a, f6.1)', 'loop in parallel, typed indices: ', sum(a)

  !$acc parallel loop copyout(f)
  do j = 1, n
    do concurrent (r = 1:3)
      f(r, j) = r * j
    end do
  end do
  print '(a, i0)', 'inner do concurrent: ', sum(f)

  call twice(b)
  print '(a, 6i3)', 'internal procedure:', b

  !$acc kernels copy(b)
  do concurrent (i = 1:n)
    b(i) = b(i) + 1
  end do
  !$acc end kernels
  print '(a, 6i3)', 'kernels:', b

  ! In kernels without a loop directive: loop independent (threads), one
  ! inside another as written, one inside a sequential loop.
  s = 0
  !$acc kernels copy(a, f)
  do concurrent (i = 1:m, j = 1:n, mod(i + j, 2) == 0)
    a(i, j) = i * j
  end do
  do concurrent (j = 1:n)
    do concurrent (r = 1:3)
      f(r, j) = f(r, j) + r
    end do
  end do
  do j = 1, n
    do concurrent (i = 1:m) reduce(+:s)
      s = s + a(i, j)
    end do
  end do
  !$acc end kernels
  print '(a, f7.1, i5, f7.1)', 'kernels, no directive:', sum(a), sum(f), s
contains
  subroutine twice(v)
    integer :: v(n)
    !$acc parallel loop copy(v)
    do concurrent (integer :: w = 1:n)
      v(w) = 2 * v(w)
    end do
  end subroutine
end program
