! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "The parent before the member": `serial present(d%p)` with
! no clause for `d` gets an implicit copy of the aggregate `d` (2.6.2), and
! it must come first, as if the user had written
!   !$acc serial copy(d) present(d%p)
! so that the descriptor of d%p has device storage to be attached in.
! Exit ops run in the reverse order of the entry ops (README): d%p is
! detached and released before d is copied out; copying d out first would
! write the device address of d%p's data back into the host descriptor.

module member_types
  type ty1
    real, pointer :: p(:, :)
  end type
end module

! CHECK-LABEL: func @storage_allocation
subroutine storage_allocation()
  use member_types
  type(ty1) :: d
  real, target :: t1(2, 2)
  d%p => t1
  !$acc enter data copyin(d%p)
  !$acc serial present(d%p)
  ! CHECK:      %[[D:[0-9]+]] = acc.copyin varPtr(%d : type(ty1)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
  ! CHECK:      %[[P:[0-9]+]] = acc.present varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "d%p"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[D]], %[[P]]) {
  print *, d%p(1, 2)
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[P]]) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[D]]) to varPtr(%d) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
end subroutine

! CHECK-LABEL: func @storage_default_present
subroutine storage_default_present()
  use member_types
  type(ty1) :: d
  ! With default(present) visible the aggregate is treated as present
  ! instead (2.6.2), still ahead of the member.
  !$acc serial present(d%p) default(present)
  ! CHECK:      %[[D:[0-9]+]] = acc.present varPtr(%d : type(ty1)) -> {implicit = true, name = "d"}
  ! CHECK:      %[[P:[0-9]+]] = acc.present varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "d%p"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[D]], %[[P]]) default(present) {
  d%p(1, 1) = 0.0
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[P]]) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
  ! CHECK-NEXT: acc.delete accPtr(%[[D]]) {dataClause = #acc<data_clause acc_present>, implicit = true, name = "d"}
end subroutine
