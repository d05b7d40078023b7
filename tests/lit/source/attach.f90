! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=source -J %t %s | FileCheck %s
!
! ALLOCATABLE and POINTER components are attached through gfortran's
! descriptor (rewriter/DataOpCalls.h; OpenACC 3.3 2.6.4, 2.7.2; docs/descriptors.md,
! "Descriptor and data": the data action first, then the attach). Each call goes through a
! procedure pointer whose abstract interface gives the dummy the
! component's type, rank and attribute, so that gfortran passes the address
! of its own descriptor: acc2c_gfc_routine(acc2c_gfc_attach) for the
! attach, acc2c_gfc_detach for the detach. Everything is guarded by
! allocated()/associated(): an unallocated component has no data.
! On exit the detach comes before the data leaves (2.7.2, 2.6.8). A compute
! construct that reads a component through its parent checks at entry
! that the component is attached (acc2c_gfc_check_attached), on the device
! only. (Patterns start with {{^}} or {{^ *}} so that they cannot match
! these comment lines, which are output too.)
!
! CHECK-LABEL: {{^}}subroutine s(d, x)
! enter data copyin(d%a) create(d%p): copyin, then attach, for d%a...
! CHECK:       {{^ *}}! !$acc enter data copyin(d%a) create(d%p)
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK:       {{^ *}}if (allocated(d%a)) then
! CHECK-NEXT:  {{^ *}}acc2c_d = acc2c_copyin(loc(d%a), size(d%a, kind=c_size_t)*storage_size(d%a, kind=c_size_t)/8, acc2c_dynamic, acc2c_async_sync, acc2c_source("d%a"//c_null_char, "{{[^"]*}}attach.f90"//c_null_char, [[@LINE+105]]))
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}abstract interface
! CHECK-NEXT:  {{^ *}}subroutine acc2c_gfc[[A1:[0-9]+]](acc2c_x[[A1]],
! CHECK-NEXT:  {{^ *}}import
! CHECK-NEXT:  {{^ *}}real(4), allocatable :: acc2c_x[[A1]](:){{$}}
! CHECK:       {{^ *}}end interface
! CHECK-NEXT:  {{^ *}}type :: acc2c_h[[A1]]{{$}}
! CHECK-NEXT:  {{^ *}}procedure(acc2c_gfc[[A1]]), pointer, nopass :: f{{$}}
! CHECK-NEXT:  {{^ *}}end type
! CHECK-NEXT:  {{^ *}}type(acc2c_h[[A1]]) :: acc2c_call[[A1]]{{$}}
! CHECK-NEXT:  {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_attach), acc2c_call[[A1]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[A1]]%f(d%a, acc2c_slot_gfortran, 0_c_size_t, size(d%a, kind=c_size_t)*storage_size(d%a, kind=c_size_t)/8, acc2c_async_sync, acc2c_source("d%a"//c_null_char, "{{[^"]*}}attach.f90"//c_null_char, [[@LINE+93]]))
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end if
! ...and create, then attach, for the rank-3 integer pointer d%p.
! CHECK-NEXT:  {{^ *}}if (associated(d%p)) then
! CHECK-NEXT:  {{^ *}}acc2c_d = acc2c_create(loc(d%p), size(d%p, kind=c_size_t)*storage_size(d%p, kind=c_size_t)/8, acc2c_dynamic, 0, acc2c_async_sync, acc2c_source("d%p"//c_null_char,
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}abstract interface
! CHECK-NEXT:  {{^ *}}subroutine acc2c_gfc[[P1:[0-9]+]](acc2c_x[[P1]],
! CHECK-NEXT:  {{^ *}}import
! CHECK-NEXT:  {{^ *}}integer(4), pointer :: acc2c_x[[P1]](:,:,:){{$}}
! CHECK:       {{^ *}}type :: acc2c_h[[P1]]{{$}}
! CHECK-NEXT:  {{^ *}}procedure(acc2c_gfc[[P1]]), pointer, nopass :: f{{$}}
! CHECK-NEXT:  {{^ *}}end type
! CHECK-NEXT:  {{^ *}}type(acc2c_h[[P1]]) :: acc2c_call[[P1]]{{$}}
! CHECK-NEXT:  {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_attach), acc2c_call[[P1]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[P1]]%f(d%p, acc2c_slot_gfortran, 0_c_size_t, size(d%p, kind=c_size_t)*storage_size(d%p, kind=c_size_t)/8, acc2c_async_sync, acc2c_source("d%p"//c_null_char,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end if
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+74]] "{{[^"]*}}attach.f90"
!
! The serial region reads d%a and d%p through d: both are checked, on the
! device, once the region has begun (its queue's work is done then).
! CHECK-NEXT:  {{^ *}}! !$acc serial present(d) copyout(x)
! CHECK:       {{^ *}}acc2c_region = acc2c_region_begin("serial"
! CHECK-NEXT:  {{^ *}}if (acc2c_on_device /= 0) then
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}abstract interface
! CHECK-NEXT:  {{^ *}}subroutine acc2c_gfc[[A2:[0-9]+]](acc2c_x[[A2]],
! CHECK-NEXT:  {{^ *}}import
! CHECK-NEXT:  {{^ *}}real(4), allocatable :: acc2c_x[[A2]](:){{$}}
! CHECK:       {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_check_attached), acc2c_call[[A2]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[A2]]%f(d%a, acc2c_slot_gfortran, acc2c_source("d%a"//c_null_char, "{{[^"]*}}attach.f90"//c_null_char, [[@LINE+62]]))
! CHECK:       {{^ *}}integer(4), pointer :: acc2c_x[[P2:[0-9]+]](:,:,:){{$}}
! CHECK:       {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_check_attached), acc2c_call[[P2]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[P2]]%f(d%p, acc2c_slot_gfortran, acc2c_source("d%p"//c_null_char,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end if
!
! exit data copyout(d%a) delete(d%p): detach, then copyout / delete.
! CHECK:       {{^ *}}! !$acc exit data copyout(d%a) delete(d%p)
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK:       {{^ *}}if (allocated(d%a)) then
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}abstract interface
! CHECK-NEXT:  {{^ *}}subroutine acc2c_gfc[[A3:[0-9]+]](acc2c_x[[A3]],
! CHECK-NEXT:  {{^ *}}import
! CHECK-NEXT:  {{^ *}}real(4), allocatable :: acc2c_x[[A3]](:){{$}}
! CHECK:       {{^ *}}type :: acc2c_h[[A3]]{{$}}
! CHECK-NEXT:  {{^ *}}procedure(acc2c_gfc[[A3]]), pointer, nopass :: f{{$}}
! CHECK-NEXT:  {{^ *}}end type
! CHECK-NEXT:  {{^ *}}type(acc2c_h[[A3]]) :: acc2c_call[[A3]]{{$}}
! CHECK-NEXT:  {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_detach), acc2c_call[[A3]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[A3]]%f(d%a, acc2c_slot_gfortran, 0_c_int, acc2c_async_sync, acc2c_source("d%a"//c_null_char, "{{[^"]*}}attach.f90"//c_null_char, [[@LINE+42]]))
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}call acc2c_copyout(loc(d%a), size(d%a, kind=c_size_t)*storage_size(d%a, kind=c_size_t)/8, acc2c_dynamic, 0, acc2c_async_sync, acc2c_source("d%a"//c_null_char,
! CHECK-NEXT:  {{^ *}}end if
! CHECK-NEXT:  {{^ *}}if (associated(d%p)) then
! CHECK-NEXT:  {{^ *}}block
! CHECK:       {{^ *}}integer(4), pointer :: acc2c_x[[P3:[0-9]+]](:,:,:){{$}}
! CHECK:       {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_detach), acc2c_call[[P3]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[P3]]%f(d%p, acc2c_slot_gfortran, 0_c_int, acc2c_async_sync, acc2c_source("d%p"//c_null_char,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}call acc2c_delete(loc(d%p), size(d%p, kind=c_size_t)*storage_size(d%p, kind=c_size_t)/8, acc2c_dynamic, 0, acc2c_async_sync, acc2c_source("d%p"//c_null_char,
! CHECK-NEXT:  {{^ *}}end if
! CHECK-NEXT:  {{^ *}}end block
! finalize passes its flag to the detach as well.
! CHECK:       {{^ *}}! !$acc exit data delete(d%a) finalize
! CHECK:       {{^ *}}call c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_detach), acc2c_call[[A4:[0-9]+]]%f)
! CHECK-NEXT:  {{^ *}}call acc2c_call[[A4]]%f(d%a, acc2c_slot_gfortran, acc2c_flag_finalize, acc2c_async_sync,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}call acc2c_delete(loc(d%a), {{.+}}, acc2c_dynamic, acc2c_flag_finalize, acc2c_async_sync,
! A whole structure has no descriptor of its own: no attach for d.
! CHECK:       {{^ *}}! !$acc exit data delete(d){{$}}
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^ *}}call c_f_procpointer
! CHECK:       {{^ *}}call acc2c_delete(loc(d), storage_size(d, kind=c_size_t)/8, acc2c_dynamic, 0,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+21]] "{{[^"]*}}attach.f90"
module attach_m
  type t
    real, allocatable :: a(:)
    integer, pointer :: p(:,:,:)
  end type
end module

subroutine s(d, x)
  use attach_m
  type(t) :: d
  real :: x
  !$acc enter data copyin(d)
  !$acc enter data copyin(d%a) create(d%p)
  !$acc serial present(d) copyout(x)
  x = d%a(1) + d%p(1, 1, 1)
  !$acc end serial
  !$acc exit data copyout(d%a) delete(d%p)
  !$acc enter data copyin(d%a)
  !$acc exit data delete(d%a) finalize
  !$acc exit data delete(d)
end subroutine
