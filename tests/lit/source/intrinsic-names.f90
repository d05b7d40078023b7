! RUN: %acc2c --emit=source %s | FileCheck %s
! RUN: %acc2c --emit=source %S/../Inputs/intrinsic-names-hidden.f90 | FileCheck --check-prefix=HIDDEN %S/../Inputs/intrinsic-names-hidden.f90
!
! The output calls intrinsic procedures by their own names where no name of
! the file hides them (rewriter/fortran/FortranIntrinsics.h): no USE brings
! them, since gfortran warns (-Wsurprising) at every USE that brings an
! intrinsic function from a module. In a file that declares one of those
! names (Inputs/intrinsic-names-hidden.f90), that one is renamed on a USE
! of acc2c_intrinsics beside each `use acc2c_runtime`.
subroutine plain(n, a, p, q)
  integer :: n, q
  real, allocatable :: a(:)
  real, pointer :: p(:)
  ! CHECK:      {{^ *}}use acc2c_runtime{{$}}
  ! CHECK-NOT:  {{^ *}}use acc2c_intrinsics
  ! CHECK:      {{^ *}}if (allocated(a)) then
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(a), 4_acc2c_size * size(a, kind=acc2c_size),
  ! CHECK:      {{^ *}}if (associated(p)) then
  !$acc enter data copyin(a, p) async(q)
  ! CHECK:      call acc2c_wait(int(q, acc2c_int))
  !$acc wait(q)
  ! CHECK-NOT:  acc2c_{{(lbound|ubound|shape|merge|to_int|associated|allocated|is_contiguous|move_alloc|array_size|min|max)}}
end subroutine
