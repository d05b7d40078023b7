! RUN: %acc2c --emit=source %s | FileCheck %s
!
! The if clause of a data construct (OpenACC 3.3 2.6.5) decides once, at
! entry, for entry and exit: its value goes into the logical acc2c_if of a
! BLOCK that encloses the whole construct, and both the entry and the exit
! operations run under it. host_data's if (2.8): where it is false the body
! sees the host address (acc2c_region_data with acc2c_region_host: the
! data itself). (Patterns start with {{^}} or {{^ *}} so that they cannot
! match these comment lines, which are output too; {{( &[[:space:]]+| )}}
! spans a continued line, wherever the printer breaks it.)

! CHECK-LABEL: {{^}}subroutine s(a, on)
subroutine s(a, on)
  real :: a(10)
  logical :: on
  !$acc data copy(a) if(on .and. a(1) > 0)
  a(1) = 0
  ! The condition is evaluated once, before the entry operations.
  ! CHECK:      {{^}}# [[#DATA:@LINE-3]] "{{[^"]*}}if-clause.f90"
  ! CHECK-NEXT: {{^ *}}! !$acc data copy(a) if(on .and. a(1) > 0)
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK-NEXT: {{^ *}}logical :: acc2c_if{{$}}
  ! CHECK-NEXT: {{^ *}}acc2c_if = on .and. a(1) > 0{{$}}
  ! CHECK-NEXT: {{^ *}}if (acc2c_if) then
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#DATA]]")
  ! CHECK-NEXT: {{^ *}}end if
  ! CHECK-NEXT: {{^}}# [[#DATA+1]] "{{[^"]*}}if-clause.f90"
  ! CHECK-NEXT: {{^}}  a(1) = 0
  ! The exit operations test the same flag, inside the same block.
  ! CHECK:      {{^ *}}! !$acc end data
  ! CHECK-NEXT: {{^ *}}if (acc2c_if) then
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#DATA]]")
  ! CHECK-NEXT: {{^ *}}end if
  ! CHECK-NEXT: {{^ *}}end block
  !$acc end data
  !$acc host_data use_device(a) if(on)
  ! CHECK:      {{^}}# [[#HOST:@LINE-1]] "{{[^"]*}}if-clause.f90"
  ! CHECK-NEXT: {{^ *}}! !$acc host_data use_device(a) if(on)
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK-NEXT: {{^ *}}real(4), pointer, contiguous :: acc2c_a(:){{$}}
  ! CHECK-NEXT: {{^ *}}if (on) then
  ! CHECK-NEXT: {{^ *}}call acc2c_f_pointer(acc2c_use_device(acc2c_addr_array(a),{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#HOST]]"),{{( &[[:space:]]+| )}}acc2c_a,{{( &[[:space:]]+| )}}shape(a))
  ! CHECK-NEXT: {{^ *}}else
  ! CHECK-NEXT: {{^ *}}call acc2c_f_pointer(acc2c_region_data(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_region_host,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#HOST]]"),{{( &[[:space:]]+| )}}acc2c_a,{{( &[[:space:]]+| )}}shape(a))
  ! CHECK-NEXT: {{^ *}}end if
  ! CHECK-NEXT: {{^ *}}acc2c_a(lbound(a, 1):) => acc2c_a
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK-NEXT: {{^ *}}real(4), pointer, contiguous :: a(:){{$}}
  ! CHECK-NEXT: {{^ *}}a => acc2c_a{{$}}
  ! CHECK-NEXT: {{^}}# [[#HOST+1]] "{{[^"]*}}if-clause.f90"
  ! CHECK:      {{^}}  call sub(a)
  call sub(a)
  !$acc end host_data
end subroutine
