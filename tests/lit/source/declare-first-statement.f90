! RUN: %acc2c --emit=source %s | FileCheck %s
!
! A procedure's declare begins its data region before the first statement
! of the execution part, as Flang's parse tree has it: whatever the
! statement's first word looks like (an assignment to integer_count), a
! labelled statement, or a compute directive. There the unit's constant
! acc2c_file comes first, then the entry calls; a line marker gives the
! statement its own number again. The exit operations go before CONTAINS
! or END. (Patterns start with {{^}} or {{^ *}} so that they cannot match
! these comment lines, which are output too.)

! CHECK-LABEL: {{^}}subroutine s(a)
! CHECK-NEXT:  {{^}}  use acc2c_runtime
! CHECK-NEXT:  {{^}}# [[@LINE+2]] "
subroutine s(a)
  real :: a(4)
  integer :: integer_count
  ! CHECK:      {{^ *}}! !$acc declare copyin(a)
  ! CHECK-NEXT: {{^}}# {{[0-9]+}} "
  ! CHECK-NEXT: {{^ *}}character(*), parameter :: acc2c_file = acc2c_nul // "
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(a),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^}}# [[@LINE+3]] "
  ! CHECK-NEXT: {{^}}  integer_count = size(a)
  !$acc declare copyin(a)
  integer_count = size(a)
  ! CHECK:      {{^}}  print *, integer_count
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(a),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^}}# [[@LINE+3]] "
  ! CHECK-NEXT: {{^}}end subroutine
  print *, integer_count
end subroutine

! CHECK-LABEL: {{^}}subroutine t(b)
! CHECK-NEXT:  {{^}}  use acc2c_runtime
! CHECK-NEXT:  {{^}}# [[@LINE+2]] "
subroutine t(b)
  real :: b(4)
  ! CHECK:      {{^ *}}! !$acc declare create(b)
  ! CHECK-NEXT: {{^}}# {{[0-9]+}} "
  ! CHECK-NEXT: {{^ *}}character(*), parameter :: acc2c_file = acc2c_nul // "
  ! CHECK-NEXT: {{^ *}}call acc2c_create(acc2c_addr_array(b),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^}}# [[@LINE+3]] "
  ! CHECK-NEXT: {{^}}10 continue
  !$acc declare create(b)
10 continue
  ! CHECK:      {{^}}  call inner()
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(b),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^}}# [[@LINE+3]] "
  ! CHECK-NEXT: {{^}}contains
  call inner()
contains
  subroutine inner()
    b(1) = 0
  end subroutine
end subroutine
