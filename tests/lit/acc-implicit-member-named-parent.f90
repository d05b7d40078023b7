! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.6.2: implicit data attributes are only determined for a
! variable with no visible data clause. Here the user wrote the copy of `d`
! (the order of docs/descriptors.md, "The parent before the member"), so the
! member `present(d%p)` must not add a second, implicit copy of `d`.

module member_types2
  type ty1
    real, pointer :: p(:)
  end type
end module

! CHECK-LABEL: func @named_parent
subroutine named_parent()
  use member_types2
  type(ty1) :: d
  !$acc serial copy(d) present(d%p)
  ! CHECK:      %[[D:[0-9]+]] = acc.copyin varPtr(%d : type(ty1)) -> {dataClause = #acc<data_clause acc_copy>, name = "d"}
  ! CHECK-NEXT: acc.bounds
  ! CHECK-NEXT: %[[P:[0-9]+]] = acc.present varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}) -> {name = "d%p"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[D]], %[[P]]) {
  d%p(1) = 0.0
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NOT:  implicit = true
  ! CHECK:      acc.copyout accPtr(%[[D]]) to varPtr(%d)
end subroutine
