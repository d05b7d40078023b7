! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "Pointer dummy arguments": a POINTER dummy `p` is attached like
! the member d%p it is associated with: `enter data copyin(p)` copies the
! data in and attaches through p's descriptor (augPtr(%p)), so that the
! outlined/inlined forms behave the same.

module types_pd
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types_pd

! CHECK-LABEL: func @wrapper
subroutine wrapper(d, p, t1)
  use types_pd
  type(ty1), target :: d
  real, pointer :: p(:,:)
  real, pointer :: t1(:,:)
  !$acc enter data copyin(d)
  ! CHECK:      acc.copyin varPtr(%d : type(ty1)) -> {name = "d", structured = false}
  !$acc enter data copyin(t1)
  ! CHECK:      acc.copyin varPtr(%t1 : real(4)) augPtr(%t1 : descriptor) bounds({{.*}}) -> {name = "t1", structured = false}
  p => t1
  !$acc enter data copyin(p)
  ! CHECK:      %[[P:[0-9]+]] = acc.copyin varPtr(%p : real(4)) augPtr(%p : descriptor) bounds({{.*}}) -> {name = "p", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[P]])
  !$acc serial present(d)
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.present varPtr(%d : type(ty1)) -> {name = "d"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[S]]) {
  print *, d%p(1,2)
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[S]]) {dataClause = #acc<data_clause acc_present>, name = "d"}
end subroutine
