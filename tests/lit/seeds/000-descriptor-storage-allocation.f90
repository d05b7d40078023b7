! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "The parent before the member" and "Pointer dummy arguments".
! 1. `serial present(d%p)` with no clause for d: 2.6.2 gives d an implicit
!    copy, placed as if the user had written
!    !$acc serial copy(d) present(d%p): the implicit copyin of d comes
!    BEFORE the present of d%p, and (exits in reverse order) d%p's exit op
!    comes before d's copyout.
! 2. A POINTER dummy in `serial attach(p)`: acc.attach through p's own
!    descriptor, acc.detach at the end of the region.

module types_dsa
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types_dsa

! CHECK-LABEL: func @storage
subroutine storage()
  use types_dsa
  type(ty1) :: d
  real, target :: t1(2,2)
  d%p => t1
  !$acc enter data copyin(d%p)
  ! CHECK:      acc.enter_data
  !$acc serial present(d%p)
  ! CHECK-NEXT: %[[D:[0-9]+]] = acc.copyin varPtr(%d : type(ty1)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
  ! CHECK-NOT:  acc.serial
  ! CHECK:      %[[P:[0-9]+]] = acc.present varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "d%p"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[D]], %[[P]]) {
  print *, d%p(1,2)
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[P]]) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[D]]) to varPtr(%d) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
end subroutine

! CHECK-LABEL: func @wrapper
subroutine wrapper(p)
  real, pointer :: p(:,:)
  !$acc serial attach(p)
  ! CHECK:      %[[A:[0-9]+]] = acc.attach varPtr(%p : real(4)) augPtr(%p : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "p"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[A]]) {
  print *, p(1,2)
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.detach accPtr(%[[A]]) {dataClause = #acc<data_clause acc_attach>, name = "p"}
end subroutine
