! OpenMP: target data / target / enter / exit / update maps, descriptors.
subroutine omp_target(n, a, b, c, x, p, d)
  type ty
    real, allocatable :: v(:)
  end type
  integer :: n, i
  real :: a(n), b(n), c(n), x, s
  real, pointer :: p(:)
  real, allocatable :: q(:)
  type(ty) :: d
  !$omp target data map(tofrom: a) map(to: b(2:5)) map(alloc: c)
  !$omp target map(from: x) map(always, to: b)
  x = a(1) + b(2)
  !$omp end target
  !$omp end target data
  !$omp target enter data map(to: a, q) map(alloc: p)
  !$omp target update to(a(1:2)) from(b)
  !$omp target update to(q) from(d%v)
  !$omp target exit data map(from: a) map(delete: p) map(release: b, q)
  !$omp target map(tofrom: d%v) map(p)
  d%v(1) = p(1)
  !$omp end target
  !$omp target teams distribute parallel do private(x)
  do i = 1, n
    x = i
    c(i) = x
  end do
  s = 0
  !$omp target parallel do reduction(+:s) map(tofrom: s)
  do i = 1, n
    s = s + a(i)
  end do
end subroutine
