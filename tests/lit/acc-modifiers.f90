! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 data clause modifiers: copyin(readonly:) (2.7.7),
! create(zero:) (2.7.10) and copyout(zero:) (2.7.9). Both ops of the
! decomposed clause carry the modifier (Flang: acc_copyin_readonly,
! acc_create_zero, acc_copyout_zero on entry and exit).

! CHECK-LABEL: func @mods
subroutine mods(a, b, c)
  real :: a(10), b(10), c(10)
  !$acc data copyin(readonly: a) create(zero: b) copyout(zero: c)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {modifiers = [readonly], name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = acc.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {modifiers = [zero], name = "b"}
  ! CHECK:      %[[C:[0-9]+]] = acc.create varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, modifiers = [zero], name = "c"}
  ! CHECK-NEXT: acc.data dataOperands(%[[A]], %[[B]], %[[C]]) {
  !$acc end data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[C]]) to varPtr(%c) {modifiers = [zero], name = "c"}
  ! CHECK-NEXT: acc.delete accPtr(%[[B]]) {dataClause = #acc<data_clause acc_create>, modifiers = [zero], name = "b"}
  ! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_copyin>, modifiers = [readonly], name = "a"}

  ! The same modifiers on a compute construct and on enter data.
  !$acc parallel copyin(readonly: a) copyout(zero: c)
  ! CHECK:      %{{[0-9]+}} = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {modifiers = [readonly], name = "a"}
  ! CHECK:      %{{[0-9]+}} = acc.create varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, modifiers = [zero], name = "c"}
  c(1) = a(1)
  !$acc end parallel
  !$acc enter data create(zero: b)
  ! CHECK:      %{{[0-9]+}} = acc.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {modifiers = [zero], name = "b", structured = false}
end subroutine
