! A unit that uses only a module's variable (`use fields, only: grid`) does
! not see the variable's type by its name, yet the translation names it (the
! region's device view of grid, the interfaces that attach grid%values and
! grid%cells(:)%w): the unit gets `use fields, only: <type>` for each.
module fields
  implicit none
  type cell_t
    real, allocatable :: w(:)
  end type
  type grid_t
    real, allocatable :: values(:)
    type(cell_t), allocatable :: cells(:)
  end type
  type(grid_t) :: grid
end module

program use_only_variable_type
  use fields, only: grid
  implicit none
  real :: res(3)
  integer :: i
  allocate(grid%values(3))
  grid%values = [1.0, 2.0, 3.0]
  !$acc enter data copyin(grid, grid%values)
  !$acc parallel loop present(grid)
  do i = 1, 3
    res(i) = 10 * grid%values(i)
  end do
  print '(a, 3f6.1)', 'res =', res
  !$acc exit data delete(grid%values, grid)
end program
