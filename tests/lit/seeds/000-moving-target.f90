! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "Moving targets": `enter data attach(d%p)` is an acc.attach
! through d%p's descriptor (augPtr) on the dynamic counter; the second
! attach after `d%p => t2` is its own op (the runtime compares the whole
! descriptor, the graph records both actions).

module types_mt
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types_mt

! CHECK-LABEL: func @moving
subroutine moving(d, t1, t2)
  use types_mt
  type(ty1) :: d
  real, pointer :: t1(:,:), t2(:,:)
  !$acc enter data copyin(d)
  ! CHECK:      acc.copyin varPtr(%d : type(ty1)) -> {name = "d", structured = false}
  !$acc enter data copyin(t1, t2)
  ! CHECK:      acc.copyin varPtr(%t1 : real(4)) augPtr(%t1 : descriptor) bounds({{.*}}) -> {name = "t1", structured = false}
  ! CHECK:      acc.copyin varPtr(%t2 : real(4)) augPtr(%t2 : descriptor) bounds({{.*}}) -> {name = "t2", structured = false}
  d%p => t1
  !$acc enter data attach(d%p)
  ! CHECK:      %[[A1:[0-9]+]] = acc.attach varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds({{.*}}) -> {name = "d%p", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[A1]])
  d%p => t2
  !$acc enter data attach(d%p)
  ! CHECK:      %[[A2:[0-9]+]] = acc.attach varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds({{.*}}) -> {name = "d%p", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[A2]])
end subroutine
