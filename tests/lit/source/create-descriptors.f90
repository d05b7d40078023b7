! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=source -J %t %s | FileCheck %s
!
! create of an object whose type holds descriptors (docs/descriptors.md,
! "Create copies descriptors verbatim": the device copy gets the host's
! descriptors as they are): right after acc2c_create, each POINTER or
! ALLOCATABLE component reached without following a pointer or an array
! component (d%p, and d%c%q through the plain component c) gets
! acc2c_copy_slot_gfc, in a BLOCK of its own, through an interface that
! gives the dummy the component's type, rank and attribute. The runtime
! keeps a slot that is attached. The scalar n and the components inside
! the array component e(2) get nothing. Each call's source record names
! the directive's line. (Patterns start with {{^}} or {{^ *}} so that they
! cannot match these comment lines, which are output too.)

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

! CHECK-LABEL: {{^}}subroutine s(d)
subroutine s(d)
  use m
  type(ty) :: d
  ! The unit's interfaces for the two slots' signatures.
  ! CHECK:      {{^ *}}real(4), pointer :: acc2c_x[[P:[0-9]+]](:,:){{$}}
  ! CHECK:      {{^ *}}real(4), allocatable :: acc2c_x[[Q:[0-9]+]](:){{$}}
  ! CHECK:      {{^ *}}! !$acc enter data create(d)
  ! CHECK-NEXT: {{^ *}}call acc2c_create(acc2c_loc(d), acc2c_bytes(d), acc2c_dynamic, 0_acc2c_int, acc2c_async_sync, "d" // acc2c_file // "[[#LINE:@LINE+1]]")
  !$acc enter data create(d)
  ! Then one call per slot, d%p then d%c%q, with the directive's line; then
  ! nothing more for d.
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_copy_slot), acc2c_call[[P]]%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[P]]%f(d%p, acc2c_slot_gfortran, acc2c_source("d%p" // acc2c_file // "[[#LINE]]"))
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_copy_slot), acc2c_call[[Q]]%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[Q]]%f(d%c%q, acc2c_slot_gfortran, acc2c_source("d%c%q" // acc2c_file // "[[#LINE]]"))
  ! CHECK-NEXT: {{^}}# [[#LINE+1]] "
  ! d%n alone: its copyin and no slot.
  ! CHECK-NOT:  {{^ *call }}
  ! CHECK:      {{^ *}}! !$acc enter data copyin(d%n)
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_loc(d%n), acc2c_bytes(d%n), acc2c_dynamic, acc2c_async_sync, "d%n" // acc2c_file // "[[#@LINE+3]]")
  ! CHECK-NEXT: {{^}}# [[#@LINE+3]] "
  ! CHECK-NEXT: {{^}}end subroutine
  !$acc enter data copyin(d%n)
end subroutine
