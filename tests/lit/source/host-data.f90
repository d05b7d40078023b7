! RUN: %acc2c --emit=source %s | FileCheck %s
! RUN: %acc2c --emit=source %s | FileCheck %s --check-prefix=NOT
!
! host_data (OpenACC 3.3 2.8): inside the construct each use_device
! variable means its device address. acc2c keeps the body in place inside
! two BLOCKs (rewriter/RegionScope.h): the outer one points a value
! acc2c_<name> at the device address acc2c_use_device gives each listed
! variable (acc2c_flag_if_present with if_present, 2.8.3: the host address
! when the data is not present), with the host's lower bounds; the inner
! one re-declares only those variables, under their own names, as pointers
! onto the values. The construct maps nothing: no data operation, no
! region begin or end. Variables not listed (n, p) keep their host
! meaning. (Patterns start with {{^}} or {{^ *}} so that they cannot match
! these comment lines, which are output too; {{( &[[:space:]]+| )}} spans
! a continued line, wherever the printer breaks it.)
!
! Nothing is mapped, no region is run, and only a and b are re-declared or
! get a value.
! NOT-NOT: {{^ *(call |[a-z0-9_]+ = )acc2c_(copyin|create|present|copyout|delete|region_begin|region_end|region_data)\(}}
! NOT-NOT: {{^ *}}integer(4){{[a-z, ]*}} :: n{{$}}
! NOT-NOT: {{^ *}}type({{(acc2c|c)}}_ptr){{[a-z, ]*}} :: p{{$}}
! NOT-NOT: {{^ *([^ !#].*)?acc2c_[np]([^a-z_0-9]|$)}}

! CHECK-LABEL: {{^}}subroutine s(a, b, n)
subroutine s(a, b, n)
  use iso_c_binding
  integer :: n
  real, target :: a(n), b(n, 2)
  type(c_ptr) :: q, p
  !$acc host_data use_device(a, b) if_present
  ! CHECK:      {{^}}# [[#DIR:@LINE-1]] "{{[^"]*}}host-data.f90"
  ! CHECK-NEXT: {{^ *}}! !$acc host_data use_device(a, b) if_present
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK-NOT:  {{^}}# {{[0-9]+}} "
  ! CHECK-DAG:  {{^ *}}real(4), pointer, contiguous :: acc2c_a(:){{$}}
  ! CHECK-DAG:  {{^ *}}real(4), pointer, contiguous :: acc2c_b(:,:){{$}}
  ! CHECK-DAG:  {{^ *}}call acc2c_f_pointer(acc2c_use_device(acc2c_addr_array(a), acc2c_flag_if_present, "a" // acc2c_file // "[[#DIR]]"),{{( &[[:space:]]+| )}}acc2c_a,{{( &[[:space:]]+| )}}shape(a))
  ! CHECK-DAG:  {{^ *}}acc2c_a(lbound(a, 1):) => acc2c_a{{$}}
  ! CHECK-DAG:  {{^ *}}call acc2c_f_pointer(acc2c_use_device(acc2c_addr_array(b), acc2c_flag_if_present, "b" // acc2c_file // "[[#DIR]]"),{{( &[[:space:]]+| )}}acc2c_b,{{( &[[:space:]]+| )}}shape(b))
  ! CHECK-DAG:  {{^ *}}acc2c_b(lbound(b, 1):, lbound(b, 2):) => acc2c_b{{$}}
  ! CHECK-NOT:  {{^}}# {{[0-9]+}} "
  ! CHECK:      {{^ *}}block
  ! CHECK-DAG:  {{^ *}}real(4), pointer, contiguous :: a(:){{$}}
  ! CHECK-DAG:  {{^ *}}real(4), pointer, contiguous :: b(:,:){{$}}
  ! CHECK-DAG:  {{^ *}}a => acc2c_a{{$}}
  ! CHECK-DAG:  {{^ *}}b => acc2c_b{{$}}
  ! CHECK-NEXT: {{^}}# [[#DIR+1]] "{{[^"]*}}host-data.f90"
  ! CHECK:      {{^}}  p = c_loc(b)
  ! CHECK-NEXT: {{^}}  call use_both(a, b, n)
  ! CHECK-NEXT: {{^ *}}! !$acc end host_data
  ! CHECK-NEXT: {{^ *}}end block
  ! CHECK-NEXT: {{^ *}}end block
  p = c_loc(b)
  call use_both(a, b, n)
  !$acc end host_data
  !$acc host_data use_device(a)
  ! Without if_present: no flag.
  ! CHECK-NEXT: {{^}}# [[#DIR2:@LINE-2]] "{{[^"]*}}host-data.f90"
  ! CHECK-NEXT: {{^ *}}! !$acc host_data use_device(a)
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK-NEXT: {{^ *}}real(4), pointer, contiguous :: acc2c_a(:){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_f_pointer(acc2c_use_device(acc2c_addr_array(a), 0_acc2c_int, "a" // acc2c_file // "[[#DIR2]]"),{{( &[[:space:]]+| )}}acc2c_a,{{( &[[:space:]]+| )}}shape(a))
  ! CHECK-NEXT: {{^ *}}acc2c_a(lbound(a, 1):) => acc2c_a{{$}}
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK-NEXT: {{^ *}}real(4), pointer, contiguous :: a(:){{$}}
  ! CHECK-NEXT: {{^ *}}a => acc2c_a{{$}}
  ! CHECK-NEXT: {{^}}# [[#DIR2+1]] "{{[^"]*}}host-data.f90"
  ! CHECK:      {{^}}  p = c_loc(a)
  ! CHECK-NEXT: {{^ *}}! !$acc end host_data
  ! CHECK-NEXT: {{^ *}}end block
  ! CHECK-NEXT: {{^ *}}end block
  p = c_loc(a)
  !$acc end host_data
  ! CHECK-NEXT: {{^}}# [[#@LINE]] "{{[^"]*}}host-data.f90"
end subroutine
! CHECK:      {{^}}end subroutine
