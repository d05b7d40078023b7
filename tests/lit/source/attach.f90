! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=source -J %t %s | FileCheck %s
!
! ALLOCATABLE and POINTER components are attached through gfortran's
! descriptor (rewriter/DataOpCalls.h; OpenACC 3.3 2.6.4, 2.7.2; docs/descriptors.md,
! "Descriptor and data": the data action first, then the attach). Each call goes through a
! procedure pointer whose abstract interface gives the dummy the
! component's type, rank and attribute, so that gfortran passes the address
! of its own descriptor; the unit declares one per signature, before its
! first executable statement: acc2c_gfc_routine(acc2c_gfc_attach) for the
! attach, acc2c_gfc_detach for the detach. Everything is guarded by
! allocated()/associated(): an unallocated component has no data.
! On exit the detach comes before the data leaves (2.7.2, 2.6.8). A compute
! construct that reads a component through its parent checks at entry
! that the component is attached (acc2c_gfc_check_attached), on the device
! only: always without an if clause, under the if clause's decision with
! one. (Patterns start with {{^}} or {{^ *}} so that they cannot match
! these comment lines, which are output too; {{( &[[:space:]]+| )}} spans a
! continued line, wherever the printer breaks it.)

module attach_m
  type t
    real, allocatable :: a(:)
    integer, pointer :: p(:,:,:)
  end type
end module

! CHECK-LABEL: {{^}}subroutine s(d, x)
subroutine s(d, x)
  use attach_m
  type(t) :: d
  real :: x
  ! The unit's interfaces, one per signature: attach of a rank-1 real
  ! allocatable and of a rank-3 integer pointer, then check_attached and
  ! detach of each.
  ! CHECK:      {{^ *}}character(*), parameter :: acc2c_file =
  ! CHECK-NEXT: {{^ *}}abstract interface
  ! CHECK-NEXT: {{^ *}}subroutine acc2c_gfc[[A1:[0-9]+]](acc2c_x[[A1]], acc2c_layout[[A1]], acc2c_a[[A1]]_0, acc2c_a[[A1]]_1, acc2c_a[[A1]]_2, acc2c_a[[A1]]_3)
  ! CHECK-NEXT: {{^ *}}import
  ! CHECK-NEXT: {{^ *}}real(4), allocatable :: acc2c_x[[A1]](:){{$}}
  ! CHECK-NEXT: {{^ *}}integer(acc2c_int) :: acc2c_layout[[A1]]
  ! CHECK-NEXT: {{^ *}}integer(acc2c_size) :: acc2c_a[[A1]]_0
  ! CHECK:      {{^ *}}end interface
  ! CHECK-NEXT: {{^ *}}type :: acc2c_h[[A1]]{{$}}
  ! CHECK-NEXT: {{^ *}}procedure(acc2c_gfc[[A1]]), pointer, nopass :: f{{$}}
  ! CHECK-NEXT: {{^ *}}end type
  ! CHECK-NEXT: {{^ *}}type(acc2c_h[[A1]]) :: acc2c_call[[A1]]{{$}}
  ! CHECK-NEXT: {{^ *}}abstract interface
  ! CHECK-NEXT: {{^ *}}subroutine acc2c_gfc[[P1:[0-9]+]](acc2c_x[[P1]],
  ! CHECK-NEXT: {{^ *}}import
  ! CHECK-NEXT: {{^ *}}integer(4), pointer :: acc2c_x[[P1]](:,:,:){{$}}
  ! CHECK:      {{^ *}}type(acc2c_h[[P1]]) :: acc2c_call[[P1]]{{$}}
  ! CHECK-NEXT: {{^ *}}abstract interface
  ! CHECK-NEXT: {{^ *}}subroutine acc2c_gfc[[A2:[0-9]+]](acc2c_x[[A2]], acc2c_layout[[A2]], acc2c_a[[A2]]_0)
  ! CHECK-NEXT: {{^ *}}import
  ! CHECK-NEXT: {{^ *}}real(4), allocatable :: acc2c_x[[A2]](:){{$}}
  ! CHECK:      {{^ *}}type(acc2c_h[[A2]]) :: acc2c_call[[A2]]{{$}}
  ! CHECK:      {{^ *}}integer(4), pointer :: acc2c_x[[P2:[0-9]+]](:,:,:){{$}}
  ! CHECK:      {{^ *}}type(acc2c_h[[P2]]) :: acc2c_call[[P2]]{{$}}
  ! CHECK:      {{^ *}}subroutine acc2c_gfc[[A3:[0-9]+]](acc2c_x[[A3]], acc2c_layout[[A3]], acc2c_a[[A3]]_0, acc2c_a[[A3]]_1, acc2c_a[[A3]]_2)
  ! CHECK-NEXT: {{^ *}}import
  ! CHECK-NEXT: {{^ *}}real(4), allocatable :: acc2c_x[[A3]](:){{$}}
  ! CHECK:      {{^ *}}type(acc2c_h[[A3]]) :: acc2c_call[[A3]]{{$}}
  ! CHECK:      {{^ *}}integer(4), pointer :: acc2c_x[[P3:[0-9]+]](:,:,:){{$}}
  ! CHECK:      {{^ *}}type(acc2c_h[[P3]]) :: acc2c_call[[P3]]{{$}}
  ! CHECK-NOT:  {{^ *}}abstract interface
  ! CHECK-NEXT: {{^}}# [[#@LINE+1]] "{{[^"]*}}attach.f90"
  !$acc enter data copyin(d)
  ! CHECK:      {{^ *}}! !$acc enter data copyin(d){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_loc(d), acc2c_bytes(d), acc2c_dynamic, acc2c_async_sync, "d" // acc2c_file // "[[#@LINE-2]]")
  ! CHECK-NEXT: {{^}}# [[#@LINE-2]] "{{[^"]*}}attach.f90"
  !$acc enter data copyin(d%a) create(d%p)
  ! enter data copyin(d%a) create(d%p): copyin, then attach, for d%a...
  ! CHECK:      {{^ *}}! !$acc enter data copyin(d%a) create(d%p)
  ! CHECK-NEXT: {{^ *}}if (allocated(d%a)) then
  ! An allocatable is contiguous: its address and size need no descriptor.
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(d%a), 4_acc2c_size * size(d%a, kind=acc2c_size), acc2c_dynamic,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"d%a" // acc2c_file // "[[#ENTER:@LINE-5]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_attach), acc2c_call[[A1]]%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[A1]]%f(d%a, acc2c_slot_gfortran, 0_acc2c_size, 4_acc2c_size * size(d%a, kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}acc2c_source("d%a" // acc2c_file // "[[#ENTER]]"))
  ! CHECK-NEXT: {{^ *}}end if
  ! ...and create, then attach, for the rank-3 integer pointer d%p.
  ! CHECK-NEXT: {{^ *}}if (associated(d%p)) then
  ! CHECK-NEXT: {{^ *}}call acc2c_create(acc2c_loc(d%p), acc2c_bytes(d%p), acc2c_dynamic, 0_acc2c_int, acc2c_async_sync,{{( &[[:space:]]+| )}}"d%p" // acc2c_file // "[[#ENTER]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_attach), acc2c_call[[P1]]%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[P1]]%f(d%p, acc2c_slot_gfortran, 0_acc2c_size, acc2c_bytes(d%p), acc2c_async_sync,{{( &[[:space:]]+| )}}acc2c_source("d%p" // acc2c_file // "[[#ENTER]]"))
  ! CHECK-NEXT: {{^ *}}end if
  ! CHECK-NEXT: {{^}}# [[#ENTER+1]] "{{[^"]*}}attach.f90"
  ! The serial region reads d%a and d%p through d: both are checked, on the
  ! device (the region has no if clause), once the region has begun (its
  ! queue's work is done then), each with the line that reads it.
  !$acc serial present(d) copyout(x)
  x = d%a(1) + d%p(1, 1, 1)
  ! CHECK:      {{^ *}}! !$acc serial present(d) copyout(x)
  ! CHECK-NOT:  {{^ *}}if (acc2c_on_device
  ! CHECK:      {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "serial" // acc2c_file // "[[#SERIAL:@LINE-4]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_check_attached), acc2c_call[[A2]]%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[A2]]%f(d%a, acc2c_slot_gfortran, acc2c_source("d%a" // acc2c_file // "[[#SERIAL+1]]"))
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_check_attached), acc2c_call[[P2]]%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[P2]]%f(d%p, acc2c_slot_gfortran, acc2c_source("d%p" // acc2c_file // "[[#SERIAL+1]]"))
  ! CHECK-NEXT: {{^ *}}call acc2c_region_[[#SERIAL]](acc2c_x, acc2c_d)
  !$acc end serial
  ! exit data copyout(d%a) delete(d%p): detach, then copyout / delete.
  ! CHECK:      {{^ *}}! !$acc exit data copyout(d%a) delete(d%p)
  ! CHECK-NEXT: {{^ *}}if (allocated(d%a)) then
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_detach), acc2c_call[[A3]]%f)
  !$acc exit data copyout(d%a) delete(d%p)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[A3]]%f(d%a, acc2c_slot_gfortran, 0_acc2c_int, acc2c_async_sync, acc2c_source("d%a" // acc2c_file // "[[#EXIT:@LINE-1]]"))
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(d%a), 4_acc2c_size * size(d%a, kind=acc2c_size), acc2c_dynamic, 0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync, "d%a" // acc2c_file // "[[#EXIT]]")
  ! CHECK-NEXT: {{^ *}}end if
  ! CHECK-NEXT: {{^ *}}if (associated(d%p)) then
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_detach), acc2c_call[[P3]]%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[P3]]%f(d%p, acc2c_slot_gfortran, 0_acc2c_int, acc2c_async_sync, acc2c_source("d%p" // acc2c_file // "[[#EXIT]]"))
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_loc(d%p), acc2c_bytes(d%p), acc2c_dynamic, 0_acc2c_int, acc2c_async_sync,{{( &[[:space:]]+| )}}"d%p" // acc2c_file // "[[#EXIT]]")
  ! CHECK-NEXT: {{^ *}}end if
  ! CHECK-NEXT: {{^}}# [[#EXIT+1]] "{{[^"]*}}attach.f90"
  !$acc enter data copyin(d%a)
  !$acc exit data delete(d%a) finalize
  ! finalize passes its flag to the detach as well.
  ! CHECK:      {{^ *}}! !$acc exit data delete(d%a) finalize
  ! CHECK:      {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_detach), acc2c_call[[A3]]%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call[[A3]]%f(d%a, acc2c_slot_gfortran, acc2c_flag_finalize, acc2c_async_sync,
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(d%a), 4_acc2c_size * size(d%a, kind=acc2c_size), acc2c_dynamic,
  !$acc exit data delete(d)
  ! A whole structure has no descriptor of its own: no attach for d.
  ! CHECK:      {{^ *}}! !$acc exit data delete(d){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_loc(d), acc2c_bytes(d), acc2c_dynamic, 0_acc2c_int, acc2c_async_sync,{{( &[[:space:]]+| )}}"d" // acc2c_file // "[[#@LINE-3]]")
  ! CHECK-NEXT: {{^}}# [[#@LINE-3]] "{{[^"]*}}attach.f90"
end subroutine

! With an if clause the checks run only where the region runs on the
! device.
! CHECK-LABEL: {{^}}subroutine s_if(d, x, on)
subroutine s_if(d, x, on)
  use attach_m
  type(t) :: d
  real :: x
  logical :: on
  !$acc serial present(d) copyout(x) if(on)
  x = d%a(1) + d%p(1, 1, 1)
  ! CHECK:      {{^ *}}acc2c_on_device = merge(acc2c_region_device, acc2c_region_host, on)
  ! CHECK:      {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "serial" //
  ! CHECK-NEXT: {{^ *}}if (acc2c_on_device /= acc2c_region_host) then
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_check_attached), acc2c_call{{[0-9]+}}%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call{{[0-9]+}}%f(d%a, acc2c_slot_gfortran, acc2c_source("d%a" // acc2c_file // "[[#USE:@LINE-5]]"))
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_check_attached), acc2c_call{{[0-9]+}}%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call{{[0-9]+}}%f(d%p, acc2c_slot_gfortran, acc2c_source("d%p" // acc2c_file // "[[#USE]]"))
  ! CHECK-NEXT: {{^ *}}end if
  ! CHECK-NEXT: {{^ *}}call acc2c_region_{{[0-9]+}}(acc2c_x, acc2c_d)
  ! CHECK-NEXT: {{^ *}}call acc2c_region_end(acc2c_region)
  ! CHECK-NEXT: {{^ *}}if (acc2c_on_device /= acc2c_region_host) then
  ! The ALLOCATABLE d%a, which no clause names, has its own implicit ops
  ! (docs/descriptors.md, "Allocatable members a region reads through"):
  ! its detach and delete come before the other exits. The POINTER d%p has
  ! none. The exit acts where the entry found data.
  ! CHECK-NEXT: {{^ *}}if (acc2c_d_a_had_data) then
  ! CHECK-NEXT: {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_detach), acc2c_call{{[0-9]+}}%f)
  ! CHECK-NEXT: {{^ *}}call acc2c_call{{[0-9]+}}%f(d%a, acc2c_slot_gfortran, 0_acc2c_int,{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_d_a_addr, acc2c_d_a_bytes, acc2c_structured,{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}end if
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr(x),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NOT:  acc2c_gfc_detach
  ! CHECK:      {{^ *}}end block
  !$acc end serial
end subroutine
