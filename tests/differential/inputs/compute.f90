! parallel / kernels / serial with data clauses, and loops.
subroutine compute(n, a, b, c)
  integer :: n, i
  real :: a(n), b(n), c(n)
  !$acc parallel copyin(a) copyout(b)
  !$acc loop
  do i = 1, n
    b(i) = a(i)
  end do
  !$acc end parallel
  !$acc kernels copy(c) present_or_copyin(a)
  do i = 1, n
    c(i) = c(i) + a(i)
  end do
  !$acc end kernels
  !$acc serial create(b) copy(a)
  b(1) = a(1)
  a(2) = b(1)
  !$acc end serial
  !$acc parallel loop copy(c) copyin(a, b)
  do i = 1, n
    c(i) = a(i) + b(i)
  end do
  !$acc kernels loop present(c)
  do i = 1, n
    c(i) = 2 * c(i)
  end do
  !$acc serial loop copyout(b)
  do i = 1, n
    b(i) = 1
  end do
end subroutine
