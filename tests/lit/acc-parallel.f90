! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.5.1 parallel construct: its data clauses decompose as on a
! data construct (docs/data-operations.md); private, firstprivate and reduction are entry
! ops with no exit op. A reduction variable in no other data clause is
! treated as if it also appeared in a copy clause (2.6.2): an implicit
! copyin/copyout pair that remembers the reduction.

! CHECK-LABEL: func @par
subroutine par(a, b, c)
  integer, parameter :: n = 10
  real :: a(n), b(n), c(n), t, s, r
  integer :: i
  !$acc parallel copy(a) copyin(b) copyout(c) private(t) firstprivate(s) reduction(+:r) num_gangs(4) num_workers(2) vector_length(32) async(1)
  ! CHECK:     %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK:     %[[B:[0-9]+]] = acc.copyin varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {name = "b"}
  ! CHECK:     %[[C:[0-9]+]] = acc.create varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, name = "c"}
  ! CHECK-NEXT: %[[T:[0-9]+]] = acc.private varPtr(%t : real(4)) -> {name = "t"}
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.firstprivate varPtr(%s : real(4)) -> {name = "s"}
  ! (The operator of each reduction is checked in acc-loop.f90.)
  ! CHECK-DAG: %[[R:[0-9]+]] = acc.reduction varPtr(%r : real(4)) -> {{.*}}name = "r"}
  ! CHECK-DAG: %[[RC:[0-9]+]] = acc.copyin varPtr(%r : real(4)) -> {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "r"}
  ! CHECK:     acc.parallel dataOperands(%[[A]], %[[B]], %[[C]], %[[T]], %[[S]], {{.*}}) num_gangs(4) num_workers(2) vector_length(32) async(1) {
  do i = 1, n
    t = b(i)
    c(i) = t + s
    a(i) = a(i) + t
    r = r + a(i)
  end do
  !$acc end parallel
  ! No exit op for private, firstprivate or the reduction itself.
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[RC]]) to varPtr(%r) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "r"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[C]]) to varPtr(%c) {name = "c"}
  ! CHECK-NEXT: acc.delete accPtr(%[[B]]) {dataClause = #acc<data_clause acc_copyin>, name = "b"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK-NEXT: }
end subroutine

! CHECK-LABEL: func @par_self
subroutine par_self(a, p, cond)
  real :: a(10)
  real, pointer :: p(:)
  logical :: cond
  ! self(condition), if(condition), wait are control clauses (2.5.5-2.5.8;
  ! `self(cond)` with a bare name is in acc-self-condition.f90); default(none) is
  ! satisfied because every referenced variable is in a data clause.
  !$acc parallel present(a) copyin(p) self(.not. cond) if(cond) wait default(none)
  ! CHECK:      %[[A:[0-9]+]] = acc.present varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
  ! CHECK:      %[[P:[0-9]+]] = acc.copyin varPtr(%p : real(4)) augPtr(%p : descriptor) bounds(%{{b[0-9]+}}) -> {name = "p"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[A]], %[[P]]) self(.not. cond) if(cond) default(none) attributes {wait} {
  a(1) = p(1)
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[P]]) {dataClause = #acc<data_clause acc_copyin>, name = "p"}
  ! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_present>, name = "a"}
end subroutine
