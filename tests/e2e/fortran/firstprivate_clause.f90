! The firstprivate clause (OpenACC 3.3 2.5.14): each gang gets its own copy
! initialised from the host value. The region may change its copy (here
! once per gang, in gang-redundant mode, before the loop), the host value
! stays as it was. A firstprivate array is read-only in the loop.
program firstprivate_clause
  implicit none
  integer, parameter :: n = 6
  real :: x(n), scale
  integer :: c(n), off, w(3), i
  x = 1
  scale = 2
  off = 100
  w = [7, 8, 9]
  !$acc parallel firstprivate(scale) copy(x)
  scale = scale * 10
  !$acc loop
  do i = 1, n
    x(i) = x(i) * scale + i
  end do
  !$acc end parallel
  !$acc parallel loop firstprivate(off, w) copyout(c)
  do i = 1, n
    c(i) = off + w(mod(i - 1, 3) + 1)
  end do
  print '(a,6f6.1)', 'x =', x
  print '(a,f5.1)', 'host scale =', scale
  print '(a,6i4)', 'c =', c
end program
