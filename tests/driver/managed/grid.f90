! Code written for managed memory (NVIDIA's -gpu=managed): POINTER
! components of a derived type used in compute regions with no data clause.
! (ALLOCATABLE ones would be mapped by each region, docs/descriptors.md,
! "Allocatable members a region reads through"; a pointer's target is the
! program's to map.)
! gfortran's ALLOCATE, allocation on assignment and DEALLOCATE call malloc,
! realloc and free, so with -gpu=managed all of them are managed memory
! (docs/gpu.md, "Managed memory"); data clauses on it copy nothing.
module grids
  implicit none
  type grid_t
    integer :: n
    real(8), pointer :: u(:), v(:)
  end type
end module

program managed_grid
  use grids
  implicit none
  type(grid_t) :: g
  real(8), allocatable :: w(:)
  integer :: i
  real(8) :: s

  g%n = 100
  allocate(g%u(g%n), g%v(g%n))
  g%u = 1
  w = [(2d0, i = 1, g%n)]
  ! g is copied in implicitly (a shallow copy): its components' data is
  ! reached through the host addresses in its descriptors.
  !$acc parallel loop
  do i = 1, g%n
    g%v(i) = g%u(i) + w(i) + i
  end do
  s = 0
  !$acc parallel loop reduction(+:s)
  do i = 1, g%n
    s = s + g%v(i)
  end do
  print '(a,f0.1,a,f0.1)', 's=', s, ' v(n)=', g%v(g%n)

  w = [w, 5d0]
  !$acc enter data copyin(w)
  !$acc parallel loop present(w)
  do i = 1, size(w)
    w(i) = w(i) * 2
  end do
  !$acc exit data delete(w)
  print '(a,i0,a,f0.1,a,f0.1)', 'w: ', size(w), ' ', w(1), ' ', w(size(w))
  deallocate(g%u, g%v, w)
end program
