! A derived-type variable with an allocatable component (OpenMP 5.2
! 5.8.3): map(d, d%v) maps the structure and the component's data, and
! the region sees d%v through d. The map types act per list item:
!   map(to: d) map(tofrom: d%v): the region sets d%v(i) = d%v(i) + i
!   (2 3 4 5 back) and d%n = 100, which map(to: d) never copies back: 4.
!   enter data map(to: d, d%v) copies d%v = 2 3 4 5 in; the host zeroes
!   d%v; the region multiplies the device's by 10; update from(d%v)
!   brings 20 30 40 50.
program omp_derived_alloc_component
  implicit none
  type field
    integer :: n
    integer, allocatable :: v(:)
  end type
  type(field) :: d
  integer :: i
  d%n = 4
  allocate(d%v(4))
  d%v = 1
  !$omp target map(to: d) map(tofrom: d%v)
  do i = 1, d%n
    d%v(i) = d%v(i) + i
  end do
  d%n = 100
  !$omp end target
  print '(a,i4,a,4i4)', 'd%n =', d%n, '   d%v =', d%v
  !$omp target enter data map(to: d, d%v)
  d%v = 0
  !$omp target
  do i = 1, 4
    d%v(i) = d%v(i) * 10
  end do
  !$omp end target
  print '(a,4i4)', 'host d%v =', d%v
  !$omp target update from(d%v)
  print '(a,4i4)', 'update from: d%v =', d%v
  !$omp target exit data map(delete: d%v, d)
end program
