! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=source -J %t %s | FileCheck %s
!
! create of an object whose type holds descriptors (docs/descriptors.md,
! "Create copies descriptors verbatim": the device copy gets the host's
! descriptors as they are): after acc2c_create, each POINTER or ALLOCATABLE component
! reached without following a pointer or an array component (d%p, and
! d%c%q through the plain component c) gets acc2c_copy_slot_gfc, through
! an interface that gives the dummy the component's type, rank and
! attribute. The runtime keeps a slot that is attached. The scalar n and
! the components inside the array component e(2) get nothing. (Patterns
! start with {{^ *}} so that they cannot match these comment lines.)
!
! CHECK-LABEL: {{^}}subroutine s(d)
! CHECK:       {{^ *}}acc2c_d = acc2c_create(loc(d), storage_size(d, kind=c_size_t)/8, acc2c_dynamic,
! CHECK-NEXT:  {{^ *}}block
! CHECK:       {{^ *}}real(4), pointer :: acc2c_x[[P:[0-9]+]](:,:){{$}}
! CHECK:       {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_copy_slot), acc2c_call[[P]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[P]]%f(d%p, acc2c_slot_gfortran, acc2c_source("d%p"//c_null_char,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}block
! CHECK:       {{^ *}}real(4), allocatable :: acc2c_x[[Q:[0-9]+]](:){{$}}
! CHECK:       {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_copy_slot), acc2c_call[[Q]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[Q]]%f(d%c%q, acc2c_slot_gfortran, acc2c_source("d%c%q"//c_null_char,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NOT:   copy_slot
! CHECK:       {{^}}end subroutine
module m
  type inner
    real, allocatable :: q(:)
  end type
  type ty
    real, pointer :: p(:,:)
    type(inner) :: c
    type(inner) :: e(2)
    integer :: n
  end type
end module
subroutine s(d)
  use m
  type(ty) :: d
  !$acc enter data create(d)
  !$acc enter data copyin(d%n)
end subroutine
