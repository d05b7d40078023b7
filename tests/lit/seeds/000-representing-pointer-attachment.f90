! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "Descriptor and data"; in the acc dialect, as Flang lowers it:
!   !$acc enter data attach(d%p)
!     %attach_op = acc.attach varPtr(%base_addr_val) augPtr(%descref)
!                  bounds(...) {name = "d%p", structured = false}
!     acc.enter_data dataOperands(%attach_op)
!   !$acc enter data copyin(d%p)
!     %copyin_op = acc.copyin varPtr(%base_addr_val) augPtr(%descref)
!                  bounds(...) {name = "d%p", structured = false}
! (the copyin of the data is followed by the attachment).

module types_rpa
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types_rpa

! CHECK-LABEL: func @represent
subroutine represent(d)
  use types_rpa
  type(ty1) :: d
  !$acc enter data attach(d%p)
  ! CHECK:      %[[A:[0-9]+]] = acc.attach varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "d%p", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[A]])
  !$acc enter data copyin(d%p)
  ! CHECK:      %[[C:[0-9]+]] = acc.copyin varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "d%p", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[C]])
end subroutine
