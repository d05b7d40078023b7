! cache directive inside a loop.
subroutine cache(n, a, b)
  integer :: n, i
  real :: a(n), b(n)
  !$acc parallel loop copyin(a) copyout(b)
  do i = 2, n - 1
    !$acc cache(a(i-1:i+1))
    b(i) = a(i-1) + a(i) + a(i+1)
  end do
end subroutine
