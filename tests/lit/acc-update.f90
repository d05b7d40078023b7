! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.14.4 update directive: `update device` -> acc.update_device,
! `update host` and `update self` -> acc.update_host (docs/data-operations.md). Updates use
! the dynamic counter side of the model (structured = false); `self`
! remembers its clause.

! CHECK-LABEL: func @upd
subroutine upd(a, b, c, n)
  integer :: n
  real :: a(n), b(n), c(n)
  !$acc update device(c) self(a) host(b) if_present
  ! The data actions come first, in clause order, then the directive that
  ! names them.
  ! CHECK:      %[[C:[0-9]+]] = acc.update_device varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {name = "c", structured = false}
  ! CHECK-NEXT: acc.bounds
  ! CHECK-NEXT: %[[A:[0-9]+]] = acc.update_host varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) {dataClause = #acc<data_clause acc_update_self>, name = "a", structured = false}
  ! CHECK-NEXT: acc.bounds
  ! CHECK-NEXT: %[[B:[0-9]+]] = acc.update_host varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) {name = "b", structured = false}
  ! CHECK-NEXT: acc.update dataOperands(%[[C]], %[[A]], %[[B]]) attributes {if_present}

  ! A section updates only its elements: bounds lowerbound(1) upperbound(4).
  !$acc update host(a(2:5)) async(3)
  ! CHECK-NEXT: acc.bounds lowerbound(1) upperbound(4) extent(4) stride(1) startIdx(1)
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.update_host varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) {name = "a(2:5)", structured = false}
  ! CHECK-NEXT: acc.update dataOperands(%[[S]]) async(3)
end subroutine
