! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.8 host_data construct: use_device(var) -> acc.use_device
! (docs/data-operations.md), an entry op with no exit op; the variables are already
! present from the enclosing data construct.

! CHECK-LABEL: func @hd
subroutine hd(a, b, cond)
  real :: a(10), b(10)
  logical :: cond
  !$acc data copy(a) create(b)
  ! CHECK: acc.data dataOperands(%[[A:[0-9]+]], %[[B:[0-9]+]]) {
  !$acc host_data use_device(a, b) if_present
  ! CHECK-NEXT: acc.bounds
  ! CHECK-NEXT: %[[UA:[0-9]+]] = acc.use_device varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
  ! CHECK-NEXT: acc.bounds
  ! CHECK-NEXT: %[[UB:[0-9]+]] = acc.use_device varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {name = "b"}
  ! CHECK-NEXT: acc.host_data dataOperands(%[[UA]], %[[UB]]) attributes {if_present} {
  call use_on_device(a, b)
  !$acc end host_data
  ! CHECK-NEXT: }
  ! The use_device ops have no exit op.
  ! CHECK-NOT:  accPtr(%[[UA]])
  !$acc host_data use_device(a) if(cond)
  ! CHECK:      %[[UA2:[0-9]+]] = acc.use_device varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
  ! CHECK-NEXT: acc.host_data dataOperands(%[[UA2]]) if(cond) {
  call use_on_device(a, b)
  !$acc end host_data
  ! CHECK-NEXT: }
  !$acc end data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[B]])
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a)
end subroutine
