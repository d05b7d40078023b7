! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "Attach and detach": the member pointer attachment
! example.
!   enter data create(d)    -> acc.create of d (2.7.9), dynamic counter
!   enter data copyin(d%p)  -> acc.copyin of the data d%p points to, then
!                              the attach action through d%p's descriptor
!                              (augPtr); twice, each a separate op
!   call acc_detach(d%p)    -> a runtime call, not a directive: no op
!   serial present(d)       -> acc.present + acc.delete; d%p is reached
!                              through d, so no implicit op.

module types
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types

! CHECK-LABEL: func @main
program main
  use types
  use openacc
  type(ty1) :: d
  real, pointer :: t1(:,:)
  nullify(d%p)
  allocate(t1(2,2))
  !$acc enter data create(d)
  ! CHECK:      %[[D:[0-9]+]] = acc.create varPtr(%d : type(ty1)) -> {name = "d", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[D]])
  d%p => t1
  !$acc enter data copyin(d%p)
  ! CHECK:      %[[P1:[0-9]+]] = acc.copyin varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "d%p", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[P1]])
  !$acc enter data copyin(d%p)
  ! CHECK:      %[[P2:[0-9]+]] = acc.copyin varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "d%p", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[P2]])
  call acc_detach(d%p)
  call acc_detach(d%p)
  !$acc serial present(d)
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.present varPtr(%d : type(ty1)) -> {name = "d"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[S]]) {
  print *, d%p(1,2)
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[S]]) {dataClause = #acc<data_clause acc_present>, name = "d"}
  ! CHECK-NEXT: }
end program
