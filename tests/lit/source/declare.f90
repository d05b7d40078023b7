! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=source -J %t %s | FileCheck %s
!
! The declare directive (OpenACC 3.3 2.13).
! In a procedure: the data lives as long as the procedure runs. The entry
! operations (structured counter) go after the last specification
! statement, right after the unit's constant acc2c_file and before the
! first executable statement, even when the directive comes before other
! declarations; the exit operations, in reverse order, go before END (or
! before CONTAINS). Both name the directive's line in their source records.
! In a module: the device copy exists for the whole program (2.13: before
! it is used); acc2c emits nothing in the module (not even a USE) and maps
! the variable (acc2c_omp_declare_target, the host's value at that moment)
! just before each construct that uses it, whose own operations then find
! it present.
! (Patterns start with {{^}} or {{^ *}} so that they cannot match these
! comment lines, which are output too.)

! CHECK-LABEL: {{^}}module declare_m
! CHECK-NEXT:  {{^}}  real :: g(10)
! CHECK-NEXT:  {{^ *}}! !$acc declare create(g)
! CHECK-NEXT:  {{^}}# [[@LINE+5]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}end module
module declare_m
  real :: g(10)
  !$acc declare create(g)
end module

! CHECK-LABEL: {{^}}subroutine s(a, n)
! CHECK-NEXT:  {{^}}  use acc2c_runtime
! CHECK-NEXT:  {{^}}# [[@LINE+3]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}  use declare_m
subroutine s(a, n)
  use declare_m
  integer :: n
  real :: a(n)
  real :: w(4)
  ! The entry operations come after `integer :: k`, not at the directive.
  ! CHECK:      {{^ *}}! !$acc declare copyin(a) create(w)
  ! CHECK-NEXT: {{^}}# [[@LINE+9]] "{{[^"]*}}declare.f90"
  ! CHECK-NEXT: {{^}}  integer :: k
  ! CHECK-NEXT: {{^}}  character(*), parameter :: acc2c_file = acc2c_nul // "{{[^"]*}}declare.f90" // acc2c_nul
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#DECL_S:@LINE+5]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_create(acc2c_addr_array(w),{{( &[[:space:]]+| )}}4_acc2c_size * size(w,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"w" // acc2c_file // "[[#DECL_S]]")
  ! CHECK-NEXT: {{^}}# [[@LINE+5]] "{{[^"]*}}declare.f90"
  ! CHECK-NEXT: {{^}}  k = 1
  ! CHECK-NOT:  {{^ *}}call acc2c_
  !$acc declare copyin(a) create(w)
  integer :: k
  k = 1
  ! The module variable, right before the first construct that uses it...
  ! CHECK:      {{^ *}}! !$acc parallel loop
  ! CHECK-NEXT: {{^ *}}call acc2c_omp_declare_target(acc2c_addr_array(g),{{( &[[:space:]]+| )}}4_acc2c_size * size(g,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}"g" // acc2c_file // {{.*}}
  ! CHECK-NEXT: {{^ *}}block
  ! ...where it, a and w are present, not implicitly copied (2.6.2: they have
  ! visible data clauses): no entry or exit operation in the region's block.
  ! CHECK-NOT:  {{^}}# {{[0-9]+}} "
  ! CHECK-NOT:  {{^ *}}call acc2c_{{(copyin|create|present)}}(
  ! CHECK:      {{^ *}}call acc2c_f_pointer(acc2c_region_data(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_region_device,{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NOT:  {{^}}# {{[0-9]+}} "
  ! CHECK-NOT:  {{^ *}}call acc2c_{{(copyin|create|present)}}(
  ! CHECK:      {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "parallel loop" // acc2c_file // "[[#@LINE+6]]")
  ! CHECK-NEXT: {{^}}!$omp parallel{{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_region_[[#REGION:@LINE+4]](
  ! CHECK:      {{^ *}}call acc2c_region_end(acc2c_region)
  ! CHECK-NEXT: {{^ *}}end block
  ! CHECK-NEXT: {{^}}# [[@LINE+5]] "{{[^"]*}}declare.f90"
  !$acc parallel loop
  do k = 1, n
    a(k) = g(k) + w(1)
  end do
  ! ...and again before the next one.
  ! CHECK:      {{^ *}}! !$acc update self(g)
  ! CHECK-NEXT: {{^ *}}call acc2c_omp_declare_target(acc2c_addr_array(g),{{( &[[:space:]]+| )}}4_acc2c_size * size(g,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}"g" // acc2c_file // "[[#@LINE+4]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_update_self(acc2c_addr_array(g),{{( &[[:space:]]+| )}}4_acc2c_size * size(g,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"g" // acc2c_file // "[[#@LINE+3]]")
  ! CHECK-NEXT: {{^}}# [[@LINE+3]] "{{[^"]*}}declare.f90"
  ! CHECK-NEXT: {{^}}  a(1) = g(1)
  !$acc update self(g)
  a(1) = g(1)
  ! The procedure's exit operations, last, in reverse order, with the
  ! declare's line; then the region procedure, before END.
  ! CHECK:      {{^ *}}call acc2c_delete(acc2c_addr_array(w),{{( &[[:space:]]+| )}}4_acc2c_size * size(w,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"w" // acc2c_file // "[[#DECL_S]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#DECL_S]]")
  ! CHECK-NEXT: {{^}}# [[@LINE+7]] "{{[^"]*}}declare.f90"
  ! CHECK-NEXT: {{^}}contains
  ! CHECK-NEXT: {{^ *}}subroutine acc2c_region_[[#REGION]](
  ! CHECK:      {{^}}  do k = 1, n
  ! CHECK:      {{^ *}}end subroutine acc2c_region_[[#REGION]]{{$}}
  ! CHECK-NEXT: {{^}}# [[@LINE+2]] "{{[^"]*}}declare.f90"
  ! CHECK-NEXT: {{^}}end subroutine s
end subroutine s

! With internal procedures, the exit operations go before CONTAINS: copy(b)
! copies out when t returns, not when u does.
! CHECK-LABEL: {{^}}subroutine t(b)
! CHECK-NEXT:  {{^}}  use acc2c_runtime
! CHECK-NEXT:  {{^}}# [[@LINE+2]] "{{[^"]*}}declare.f90"
subroutine t(b)
  real :: b(2)
  ! CHECK:      {{^ *}}! !$acc declare copy(b)
  ! CHECK-NEXT: {{^}}# [[@LINE+6]] "{{[^"]*}}declare.f90"
  ! CHECK-NEXT: {{^}}  character(*), parameter :: acc2c_file = acc2c_nul // "{{[^"]*}}declare.f90" // acc2c_nul
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(b),{{( &[[:space:]]+| )}}4_acc2c_size * size(b,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"b" // acc2c_file // "[[#DECL_T:@LINE+3]]")
  ! CHECK-NEXT: {{^}}# [[@LINE+3]] "{{[^"]*}}declare.f90"
  ! CHECK-NEXT: {{^}}  b(1) = 0
  !$acc declare copy(b)
  b(1) = 0
  ! CHECK:      {{^}}  call u()
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(b),{{( &[[:space:]]+| )}}4_acc2c_size * size(b,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"b" // acc2c_file // "[[#DECL_T]]")
  ! CHECK-NEXT: {{^}}# [[@LINE+7]] "{{[^"]*}}declare.f90"
  ! CHECK-NEXT: {{^}}contains
  ! CHECK-NEXT: {{^}}  subroutine u()
  ! CHECK-NEXT: {{^}}    b(2) = 1
  ! CHECK-NEXT: {{^}}  end subroutine
  ! CHECK-NEXT: {{^}}end subroutine t
  call u()
contains
  subroutine u()
    b(2) = 1
  end subroutine
end subroutine t
