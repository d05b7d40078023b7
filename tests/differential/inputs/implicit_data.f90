! Implicit data attributes (2.6.2) next to explicit clauses: default(present),
! DO loops without a loop directive, reductions on combined constructs.
subroutine implicit_data(n, a, b, s)
  integer :: n, i, j
  real :: a(n), b(n, n), s, t
  !$acc data copy(a)
  !$acc parallel loop default(present)
  do i = 1, n
    a(i) = a(i) + 1
  end do
  !$acc end data
  !$acc kernels copyin(b)
  do j = 1, n
    do i = 1, n
      a(i) = a(i) + b(i, j)
    end do
  end do
  !$acc end kernels
  !$acc serial loop reduction(+:s) copyin(a)
  do i = 1, n
    s = s + a(i)
  end do
  !$acc kernels loop reduction(max:t) copyin(a)
  do i = 1, n
    t = max(t, a(i))
  end do
  !$acc parallel copyin(b) private(t)
  !$acc loop collapse(2) private(t)
  do j = 1, n
    do i = 1, n
      t = b(i, j)
    end do
  end do
  !$acc end parallel
  !$acc kernels default(present)
  b(1, 1) = a(2)
  !$acc end kernels
end subroutine
