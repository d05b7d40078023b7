! OpenMP maps the allocatable components of a mapped structure with it
! (docs/descriptors.md, "Allocatable components of OpenMP maps"): explicit
! and implicit maps, enter/exit data, target update (its motion clauses go
! through the same default mapper), a component of a component, an
! unallocated component, a POINTER component that is not mapped.
program omp_allocatable_components
  implicit none
  type :: inner
    real(8), allocatable :: w(:, :)
  end type
  type :: field
    integer :: n
    real(8), allocatable :: a(:)
    real(8), allocatable :: unused(:)
    type(inner) :: sub
    real(8), pointer :: p(:) => null()
  end type
  type(field) :: f
  real(8), target :: t(3)
  integer :: i, j

  f%n = 8
  allocate(f%a(f%n), f%sub%w(2, f%n))
  f%a = 1
  f%sub%w = 0
  t = 5
  f%p => t

  !$omp target map(tofrom: f)
  do i = 1, f%n
    f%a(i) = f%a(i) + i
    do j = 1, 2
      f%sub%w(j, i) = j * f%a(i)
    end do
  end do
  !$omp end target
  print '(a, f6.1, f7.1, l2)', 'map(tofrom: f): ', sum(f%a), sum(f%sub%w), allocated(f%unused)

  !$omp target
  do i = 1, f%n
    f%a(i) = 2 * f%a(i)
  end do
  !$omp end target
  print '(a, f6.1)', 'implicit map:    ', sum(f%a)

  f%a = 0
  !$omp target enter data map(to: f)
  f%a = -1
  !$omp target
  do i = 1, f%n
    f%a(i) = f%a(i) + i
  end do
  !$omp end target
  print '(a, f6.1)', 'host copy kept:  ', sum(f%a)
  ! The device copies of f%a and f%sub%w get the host's values; f's own
  ! update keeps the device descriptors attached.
  f%a = 10
  f%sub%w = 3
  !$omp target update to(f)
  !$omp target
  do i = 1, f%n
    f%a(i) = f%a(i) + 3
  end do
  !$omp end target
  f%a = -1
  f%sub%w = 0
  !$omp target update from(f)
  print '(a, f6.1, f6.1, l2)', 'target update:   ', sum(f%a), sum(f%sub%w), allocated(f%unused)
  !$omp target exit data map(from: f)
  print '(a, f6.1, f6.1)', 'exit data from:  ', sum(f%a), sum(f%p)
end program
