program literal_args
  use ops
  implicit none
  interface
    subroutine summarize(x, m, res)
      integer, intent(in) :: m
      real, intent(inout) :: x(m)
      real, intent(out) :: res(4)
    end subroutine
  end interface
  real, parameter :: half = 0.5
  integer, parameter :: width = nh
  real :: f(1-nh:n+nh), a(n), b(n), res(4)
  integer :: i

  f = 0.0
  f(1:n) = [(real(i), i = 1, n)]
  !$acc data copy(f)
  call update_halo(f, 1)
  call update_halo(f, width)
  !$acc end data
  print '(a, 4(1x, f0.2))', 'halo', f(-1), f(0), f(n+1), f(n+2)

  a = [(real(i), i = 1, n)]
  call scale(a, n, 0.5)
  call scale(a, n, half)
  call scale(a, 64, 4.0)
  print '(a, 3(1x, f0.2))', 'scaled', a(1), a(7), sum(a)

  b = 1.0
  call axpy(b, a, n, 0.25)
  call axpy(b, a, 64, half)
  call fill(b, 1, 4, -2.0)
  call fill(b, n - 1, n, 100.0)
  print '(a, 3(1x, f0.2))', 'axpy', b(1), b(10), sum(b)

  call summarize(b, n, res)
  print '(a, 4(1x, f0.2))', 'summary', res
end program
