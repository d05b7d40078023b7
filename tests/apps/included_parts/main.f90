program included_parts
  use linalg_mod
  implicit none
  integer, parameter :: n = 100
  type(counted_linalg_type) :: lin
  real :: x(n), y(n), dot
  integer :: i

  lin % scale = 2.0
  allocate(lin % weights(n))
  lin % weights = [(1.0 / i, i = 1, n)]
  x = [(real(i), i = 1, n)]
  y = 1.0

  !$acc enter data copyin(lin % weights)
  !$acc data copyin(x) copy(y)
  call lin % vec_axpy(n, y, 0.5, x)
  call lin % vec_weigh(n, y)
  call lin % vec_dot(dot, n, x, y)
  !$acc end data
  !$acc exit data delete(lin % weights)

  print '(a, 3(1x, f0.4))', 'axpy_weigh', y(1), y(10), y(n)
  print '(a, 1x, f0.2)', 'dot', dot
end program
