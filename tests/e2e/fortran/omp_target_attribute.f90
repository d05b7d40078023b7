! A TARGET variable keeps the attribute in a region: the body may point
! pointers at it, take its C_LOC and ask ASSOCIATED (F2018 8.5.17). Its
! address there is its device copy's, the one use_device_addr gives, as
! on a GPU: c_loc in the region equals use_device_addr's (T T), the
! region's pointers are associated with the data (T), and writes through
! them reach the device copies that exit data brings home: x = 5 + 1 = 6,
! arr = 1 20 3 4. The same in an internal procedure, whose region stays in
! place: y = 7 + 1 = 8, T T.
program omp_target_attribute
  use iso_c_binding
  implicit none
  integer, target :: x, arr(4)
  type(c_ptr) :: dx, darr, rx, rarr
  integer, pointer :: px, parr(:)
  logical :: same
  x = 5
  arr = [1, 2, 3, 4]
  nullify(px, parr)
  !$omp target enter data map(to: x, arr)
  !$omp target data use_device_addr(x, arr)
  dx = c_loc(x)
  darr = c_loc(arr)
  !$omp end target data
  !$omp target map(from: rx, rarr, same)
  rx = c_loc(x)
  rarr = c_loc(arr)
  px => x
  parr => arr
  px = px + 1
  parr(2) = 20
  same = associated(px, x) .and. associated(parr, arr)
  !$omp end target
  !$omp target exit data map(from: x, arr)
  print '(3l2)', c_associated(dx, rx), c_associated(darr, rarr), same
  print '(a,i3,a,4i3)', 'x =', x, '  arr =', arr
  call inner()
contains
  subroutine inner()
    integer, target :: y
    type(c_ptr) :: dy, ry
    integer, pointer :: py
    logical :: same
    y = 7
    nullify(py)
    !$omp target data map(tofrom: y)
    !$omp target data use_device_addr(y)
    dy = c_loc(y)
    !$omp end target data
    !$omp target map(from: ry, same)
    ry = c_loc(y)
    py => y
    py = py + 1
    same = associated(py, y)
    !$omp end target
    !$omp end target data
    print '(a,i3,2l2)', 'y =', y, c_associated(dy, ry), same
  end subroutine
end program
