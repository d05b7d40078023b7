! RUN: %acc2c --emit=graph %s 2>&1 | FileCheck %s
!
! One item in several clauses of the copy family acts as one clause
! (docs/data-operations.md, "One variable in several clauses"): copied in if
! any clause copies in, out if any copies out, zeroed if a zero modifier asks
! and nothing copies in. A warning spells the clause acc2c applies; the
! first clause's op pair carries it, the others are gone.

! CHECK-LABEL: warning: 'b(1:n)' appears in more than one data clause of 'parallel' (create and copyout): acc2c applies them as one copyout(zero: b(1:n))
! CHECK: note: the first clause naming it is here
! CHECK-LABEL: warning: 't' appears in more than one data clause of 'data' (copyout and copy): acc2c applies them as one copy(t)
! CHECK: note: the first clause naming it is here
! CHECK-LABEL: func @s
subroutine s(b, t, n)
  integer :: n, i
  real :: b(n), t(4)
  ! CHECK:      %[[B:[0-9]+]] = acc.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, modifiers = [zero], name = "b(1:n)"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[B]]) {
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[B]]) to varPtr(%b) {modifiers = [zero], name = "b(1:n)"}
  ! CHECK-NOT:  name = "b(1:n)"
  !$acc parallel create(zero: b(1:n)) copyout(b(1:n))
  b(1) = 1
  !$acc end parallel
  ! CHECK:      %[[T:[0-9]+]] = acc.copyin varPtr(%t : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "t"}
  ! CHECK-NEXT: acc.data dataOperands(%[[T]]) {
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[T]]) to varPtr(%t) {dataClause = #acc<data_clause acc_copy>, name = "t"}
  !$acc data copyout(t) copy(t)
  !$acc end data
end subroutine
