! RUN: %acc2c --emit=source %s | sed -e ':a' -e '/^ *[^ !#].* &$/{N' -e 's/ &\n */ /' -e 'ta' -e '}' | FileCheck %s
!
! --emit=source: each data directive (all its continuation lines) becomes a
! comment holding it, then the calls into the shim (module acc2c_runtime,
! which the unit uses; acc2c_file, the unit's file name, names the file in
! the source records), then a line marker that gives the next user line its
! own number again. Sections map their enclosing contiguous span: the
! address of the first element (acc2c_addr: a scalar, no descriptor) and
! acc2c_bytes of the section. A whole array of explicit shape needs no
! descriptor either: acc2c_addr_array and its element size times its size.
! (The RUN
! line joins each generated statement's continuation lines, so that the
! patterns do not depend on where a line breaks. Patterns start with {{^}}
! so that they cannot match these CHECK lines, which are output too.)

! CHECK-LABEL: {{^}}subroutine s(a, b, n)
! CHECK-NEXT:  {{^}}  use acc2c_runtime
! CHECK-NEXT:  {{^}}# [[#@LINE+2]] "{{.*}}data-constructs.f90"
subroutine s(a, b, n)
  integer :: n
  real :: a(n), b(n, n)
  ! CHECK:      {{^}}  character(*), parameter :: acc2c_file = acc2c_nul // "{{.*}}data-constructs.f90" // acc2c_nul
  ! CHECK-NEXT: {{^}}# [[#@LINE+7]] "{{.*}}data-constructs.f90"
  ! CHECK-NEXT: {{^}}  ! !$acc enter data copyin(a) &
  ! CHECK-NEXT: {{^}}  ! !$acc& create(b(1:n, 2:3))
  ! CHECK-NEXT: {{^}}  call acc2c_copyin(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_dynamic,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#@LINE+4]]")
  ! CHECK-NEXT: {{^}}  call acc2c_create(acc2c_addr(b(1,{{( &[[:space:]]+| )}}2)),{{( &[[:space:]]+| )}}acc2c_bytes(b(1:n,{{( &[[:space:]]+| )}}2:3)),{{( &[[:space:]]+| )}}acc2c_dynamic,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"b(1:n,{{( &[[:space:]]+| )}}2:3)" // acc2c_file // "[[#@LINE+4]]")
  ! CHECK-NEXT: {{^}}# [[#@LINE+4]] "{{.*}}data-constructs.f90"
  ! CHECK-NEXT: {{^}}  a = 0
  !$acc enter data copyin(a) &
  !$acc& create(b(1:n, 2:3))
  a = 0
  ! CHECK:      {{^}}  ! !$acc update self(a(2:4)) if_present async(2)
  ! CHECK-NEXT: {{^}}  call acc2c_update_self(acc2c_addr(a(2)),{{( &[[:space:]]+| )}}acc2c_bytes(a(2:4)),{{( &[[:space:]]+| )}}acc2c_flag_if_present,{{( &[[:space:]]+| )}}int(2,{{( &[[:space:]]+| )}}acc2c_int),{{( &[[:space:]]+| )}}"a(2:4)" // acc2c_file // "[[#@LINE+2]]")
  ! CHECK-NEXT: {{^}}# [[#@LINE+2]] "{{.*}}data-constructs.f90"
  !$acc update self(a(2:4)) if_present async(2)
  ! Entry ops at the directive, exit ops at the end directive, in graph
  ! order. A section's data is fixed at entry, in locals of a BLOCK around
  ! the construct (acc2c_b_addr, acc2c_b_bytes): the exit acts on the data
  ! the entry found, whatever the bounds' variables hold by then.
  ! CHECK:      {{^}}  ! !$acc data no_create(a) copyout(b(:, 1))
  ! CHECK-NEXT: {{^}}  block
  ! CHECK-NEXT: {{^}}    integer(acc2c_address) :: acc2c_b_addr
  ! CHECK-NEXT: {{^}}    integer(acc2c_size) :: acc2c_b_bytes
  ! CHECK-NEXT: {{^}}    call acc2c_nocreate(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#DATA:@LINE+6]]")
  ! CHECK-NEXT: {{^}}    acc2c_b_addr = acc2c_addr(b(lbound(b,{{( &[[:space:]]+| )}}1),{{( &[[:space:]]+| )}}1))
  ! CHECK-NEXT: {{^}}    acc2c_b_bytes = acc2c_bytes(b(:, 1))
  ! CHECK-NEXT: {{^}}    call acc2c_create(acc2c_b_addr, acc2c_b_bytes, acc2c_structured, 0_acc2c_int, acc2c_async_sync, "b(:, 1)" // acc2c_file // "[[#DATA]]")
  ! CHECK-NEXT: {{^}}# [[#@LINE+3]] "{{.*}}data-constructs.f90"
  ! CHECK-NEXT: {{^}}  a = 1
  !$acc data no_create(a) copyout(b(:, 1))
  a = 1
  ! CHECK:      {{^}}  ! !$acc end data
  ! CHECK-NEXT: {{^}}    call acc2c_copyout(acc2c_b_addr, acc2c_b_bytes, acc2c_structured, 0_acc2c_int, acc2c_async_sync, "b(:, 1)" // acc2c_file // "[[#DATA]]")
  ! CHECK-NEXT: {{^}}    call acc2c_delete(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}acc2c_flag_no_create,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#DATA]]")
  ! CHECK-NEXT: {{^}}  end block
  ! CHECK-NEXT: {{^}}# [[#@LINE+2]] "{{.*}}data-constructs.f90"
  !$acc end data
  ! CHECK:      {{^}}  ! !$acc wait
  ! CHECK-NEXT: {{^}}  call acc2c_wait_all()
  ! CHECK-NEXT: {{^}}# [[#@LINE+2]] "{{.*}}data-constructs.f90"
  !$acc wait
  ! The wait clause first (2.16.1), then the ops with finalize.
  ! CHECK:      {{^}}  ! !$acc exit data copyout(a) delete(b) finalize wait(1, 2)
  ! CHECK-NEXT: {{^}}  call acc2c_wait(int(1, acc2c_int))
  ! CHECK-NEXT: {{^}}  call acc2c_wait(int(2, acc2c_int))
  ! CHECK-NEXT: {{^}}  call acc2c_copyout(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_dynamic,{{( &[[:space:]]+| )}}acc2c_flag_finalize,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#@LINE+4]]")
  ! CHECK-NEXT: {{^}}  call acc2c_delete(acc2c_addr_array(b),{{( &[[:space:]]+| )}}4_acc2c_size * size(b,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_dynamic,{{( &[[:space:]]+| )}}acc2c_flag_finalize,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"b" // acc2c_file // "[[#@LINE+3]]")
  ! CHECK-NEXT: {{^}}# [[#@LINE+3]] "{{.*}}data-constructs.f90"
  ! CHECK-NEXT: {{^}}end subroutine
  !$acc exit data copyout(a) delete(b) finalize wait(1, 2)
end subroutine
