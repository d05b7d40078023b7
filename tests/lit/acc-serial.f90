! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.5.3 serial construct: same data clauses as parallel
! (docs/data-operations.md); scalars without a clause are firstprivate (2.6.2).

! CHECK-LABEL: func @ser
subroutine ser(a, b)
  real :: a(10), b(10), t, s, m
  !$acc serial copy(a) create(b) private(t) firstprivate(s) reduction(max:m) async
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = acc.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {name = "b"}
  ! CHECK-NEXT: %[[T:[0-9]+]] = acc.private varPtr(%t : real(4)) -> {name = "t"}
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.firstprivate varPtr(%s : real(4)) -> {name = "s"}
  ! (The operator of each reduction is checked in acc-loop.f90.)
  ! CHECK-DAG:  %[[M:[0-9]+]] = acc.reduction varPtr(%m : real(4)) -> {{.*}}name = "m"}
  ! CHECK-DAG:  %[[MC:[0-9]+]] = acc.copyin varPtr(%m : real(4)) -> {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "m"}
  ! CHECK:      acc.serial dataOperands(%[[A]], %[[B]], %[[T]], %[[S]], {{.*}}) attributes {async} {
  t = s
  b(1) = t
  a(1) = b(1)
  m = max(m, a(1))
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[MC]]) to varPtr(%m) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "m"}
  ! CHECK-NEXT: acc.delete accPtr(%[[B]]) {dataClause = #acc<data_clause acc_create>, name = "b"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, name = "a"}
end subroutine

! CHECK-LABEL: func @ser_implicit
subroutine ser_implicit(a, s)
  real :: a(10), s
  ! Nothing named: the array is copied, the scalar firstprivate (2.6.2).
  !$acc serial
  ! CHECK-DAG:  %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  ! CHECK-DAG:  %[[S:[0-9]+]] = acc.firstprivate varPtr(%s : real(4)) -> {implicit = true, name = "s"}
  ! CHECK:      acc.serial dataOperands({{.*}}) {
  a(2) = s
  !$acc end serial
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  ! CHECK-NOT:  accPtr(%[[S]])
end subroutine
