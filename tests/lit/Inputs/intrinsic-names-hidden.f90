! Input of source/intrinsic-names.f90: a file whose unit declares a
! variable named like an intrinsic procedure the output calls (size).
subroutine hidden(n, a)
  integer :: n, size
  real, allocatable :: a(:)
  ! HIDDEN:      {{^ *}}use acc2c_runtime{{$}}
  ! HIDDEN-NEXT: {{^ *}}use acc2c_intrinsics, only: acc2c_array_size => size{{$}}
  ! HIDDEN:      {{^ *}}if (allocated(a)) then
  ! HIDDEN-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(a), 4_acc2c_size * acc2c_array_size(a, kind=acc2c_size),
  size = n
  !$acc enter data copyin(a)
end subroutine
