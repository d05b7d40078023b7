! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
! RUN: %acc2c -J %t --emit=source %s | FileCheck %s --check-prefix=SRC
!
! OpenACC 3.3 2.13.2: an ALLOCATE of a variable that a declare directive
! maps (create, copyin, device_resident; not link) allocates its device copy
! too, and a DEALLOCATE frees it (docs/data-operations.md, "Allocating
! declared data"). acc2c marks the statement as the acc dialect does
! (acc.declare_action): a create after the ALLOCATE, a delete before the
! DEALLOCATE. A module's data (or SAVE, COMMON) uses the dynamic counter,
! whatever unit allocates it; a procedure's own the structured one, which
! its declare's exit releases.

module declared_alloc
  real, allocatable :: u(:), l(:)
  !$acc declare create(u) link(l)
end module

! CHECK-LABEL: func @resize
! CHECK:      %[[D:[0-9]+]] = acc.delete varPtr(%u : real(4)) augPtr(%u : descriptor) bounds(%{{b[0-9]+}}) {dataClause = #acc<data_clause acc_create>, name = "u", structured = false}
! CHECK-NEXT: acc.declare_action preDealloc dataOperands(%[[D]])
! CHECK:      %[[C:[0-9]+]] = acc.create varPtr(%u : real(4)) augPtr(%u : descriptor) bounds(%{{b[0-9]+}}) -> {name = "u", structured = false}
! CHECK-NEXT: acc.declare_action postAlloc dataOperands(%[[C]])
! A linked variable is mapped by the clauses that name it later.
! CHECK-NOT:  acc.declare_action
! CHECK-LABEL: func @local
subroutine resize(n)
  use declared_alloc
  integer, intent(in) :: n
  if (allocated(u)) deallocate(u)
  allocate(u(n), l(n))
end subroutine

! CHECK:      acc.declare_enter
! CHECK:      %[[W:[0-9]+]] = acc.create varPtr(%w : real(4)) augPtr(%w : descriptor) bounds(%{{b[0-9]+}}) -> {name = "w"}
! CHECK-NEXT: acc.declare_action postAlloc dataOperands(%[[W]])
! CHECK:      %[[X:[0-9]+]] = acc.delete varPtr(%w : real(4)) augPtr(%w : descriptor) bounds(%{{b[0-9]+}}) {dataClause = #acc<data_clause acc_create>, name = "w"}
! CHECK-NEXT: acc.declare_action preDealloc dataOperands(%[[X]])
! CHECK:      acc.declare_exit
subroutine local(n)
  integer, intent(in) :: n
  real, allocatable :: w(:)
  !$acc declare create(w)
10 allocate(w(n))
  deallocate(w)
end subroutine

! The IF statement becomes an IF construct around the DEALLOCATE and the
! delete before it, which ends the mapping whatever its counters.
! SRC-LABEL: subroutine resize
! SRC:       {{^ *}}if (allocated(u)) then{{$}}
! SRC-NEXT:  {{^ *}}if (allocated(u)) then{{$}}
! SRC:       call acc2c_delete(acc2c_addr_array(u), {{.*}}, acc2c_dynamic, acc2c_flag_deallocate,
! SRC:       {{^ *}}end if{{$}}
! SRC-NEXT:  {{^ *}}deallocate(u){{$}}
! SRC-NEXT:  {{^ *}}end if{{$}}
! SRC-NEXT:  # {{[0-9]+}}
! SRC-NEXT:  {{^ *}}allocate(u(n), l(n)){{$}}
! SRC-NEXT:  {{^ *}}if (allocated(u)) then{{$}}
! SRC-NEXT:  call acc2c_create(acc2c_addr_array(u), {{.*}}, acc2c_dynamic,
! A label goes to a CONTINUE before the statement and its code.
! SRC-LABEL: subroutine local
! SRC:       {{^ *}}10 continue{{$}}
! SRC-NEXT:  {{^ *}}allocate(w(n)){{$}}
! SRC-NEXT:  {{^ *}}if (allocated(w)) then{{$}}
! SRC-NEXT:  call acc2c_create(acc2c_addr_array(w), {{.*}}, acc2c_structured,
! SRC:       call acc2c_delete(acc2c_addr_array(w), {{.*}}, acc2c_structured, acc2c_flag_deallocate,
! SRC:       {{^ *}}deallocate(w){{$}}
