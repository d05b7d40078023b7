! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "ALLOCATABLE variables": OpenACC 2.6.4 names POINTER
! and ALLOCATABLE members alike as pointers, and so are ALLOCATABLE dummies:
! `enter data copyin(a)` attaches through a's descriptor (augPtr(%a)).

module types_av
  type ty2
     real, allocatable :: a(:,:)
  end type ty2
end module types_av

! CHECK-LABEL: func @wrapper
subroutine wrapper(dd, a)
  use types_av
  type(ty2), target :: dd
  real, allocatable, target :: a(:,:)
  !$acc enter data copyin(dd)
  ! CHECK:      acc.copyin varPtr(%dd : type(ty2)) -> {name = "dd", structured = false}
  !$acc enter data copyin(a)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) augPtr(%a : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {name = "a", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[A]])
  !$acc serial present(dd)
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.present varPtr(%dd : type(ty2)) -> {name = "dd"}
  ! The region reads through dd%a, which no clause names: it gets an
  ! implicit copyin (the region never writes dd) and so an attach into dd's
  ! device copy, as NVIDIA's compilers map it (docs/descriptors.md,
  ! "Allocatable members a region reads through"). Here a's enter data has
  ! attached it already: the op finds it present and counts one more
  ! attachment.
  ! CHECK-NEXT: %[[B0:b[0-9]+]] = acc.bounds {{.*}}(dd%a, 1)
  ! CHECK-NEXT: %[[B1:b[0-9]+]] = acc.bounds {{.*}}(dd%a, 2)
  ! CHECK-NEXT: %[[M:[0-9]+]] = acc.copyin varPtr(%dd%a : real(4)) augPtr(%dd%a : descriptor) bounds(%[[B0]], %[[B1]]) -> {implicit = true, name = "dd%a"}
  ! CHECK-NEXT: acc.serial dataOperands(%[[S]], %[[M]]) {
  print *, dd%a(1,2)
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[M]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "dd%a"}
  ! CHECK-NEXT: acc.delete accPtr(%[[S]]) {dataClause = #acc<data_clause acc_present>, name = "dd"}
end subroutine
