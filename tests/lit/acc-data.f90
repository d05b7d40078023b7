! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.6.5 data construct. Every data clause is decomposed into an
! entry op before the region and, except deviceptr, an exit op after it
! (docs/data-operations.md, "Entry and exit operations"). The exit op consumes the result
! of its entry op; exit ops run in the reverse order of the entry ops.

! CHECK-LABEL: func @all_clauses
subroutine all_clauses(a, b, c, d, e, f, p, q)
  real :: a(10), b(10), c(10), d(10), e(10), f(10), q(10)
  real, pointer :: p(:)
  ! copy -> acc.copyin + acc.copyout; copyin -> acc.copyin + acc.delete;
  ! copyout -> acc.create + acc.copyout; create -> acc.create + acc.delete;
  ! present -> acc.present + acc.delete; no_create -> acc.nocreate + acc.delete;
  ! attach -> acc.attach + acc.detach; deviceptr -> acc.deviceptr only.
  ! Both halves keep the clause they came from (dataClause) when it is not
  ! the op's own name.
  !$acc data copy(a) copyin(b) copyout(c) create(d) present(e) no_create(f) attach(p) deviceptr(q)
  ! CHECK:      %[[BA:b[0-9]+]] = acc.bounds lowerbound(0) upperbound(9) extent(10) stride(1) startIdx(1)
  ! CHECK-NEXT: %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%[[BA]]) -> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = acc.copyin varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {name = "b"}
  ! CHECK:      %[[C:[0-9]+]] = acc.create varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, name = "c"}
  ! CHECK:      %[[D:[0-9]+]] = acc.create varPtr(%d : real(4)) bounds(%{{b[0-9]+}}) -> {name = "d"}
  ! CHECK:      %[[E:[0-9]+]] = acc.present varPtr(%e : real(4)) bounds(%{{b[0-9]+}}) -> {name = "e"}
  ! CHECK:      %[[F:[0-9]+]] = acc.nocreate varPtr(%f : real(4)) bounds(%{{b[0-9]+}}) -> {name = "f"}
  ! CHECK:      %[[P:[0-9]+]] = acc.attach varPtr(%p : real(4)) augPtr(%p : descriptor) bounds(%{{b[0-9]+}}) -> {name = "p"}
  ! CHECK:      %[[Q:[0-9]+]] = acc.deviceptr varPtr(%q : real(4)) bounds(%{{b[0-9]+}}) -> {name = "q"}
  ! CHECK-NEXT: acc.data dataOperands(%[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[P]], %[[Q]]) {
  !$acc end data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.detach accPtr(%[[P]]) {dataClause = #acc<data_clause acc_attach>, name = "p"}
  ! CHECK-NEXT: acc.delete accPtr(%[[F]]) {dataClause = #acc<data_clause acc_no_create>, name = "f"}
  ! CHECK-NEXT: acc.delete accPtr(%[[E]]) {dataClause = #acc<data_clause acc_present>, name = "e"}
  ! CHECK-NEXT: acc.delete accPtr(%[[D]]) {dataClause = #acc<data_clause acc_create>, name = "d"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[C]]) to varPtr(%c) {name = "c"}
  ! CHECK-NEXT: acc.delete accPtr(%[[B]]) {dataClause = #acc<data_clause acc_copyin>, name = "b"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK-NEXT: }
end subroutine

! CHECK-LABEL: func @nested
subroutine nested(a, s)
  real :: a(100), s
  ! A nested data construct makes its own entry/exit pair; the inner pair
  ! closes inside the outer region (2.6.5, the structured counter).
  !$acc data copyin(a)
  ! CHECK:      %[[OUT:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
  ! CHECK-NEXT: acc.data dataOperands(%[[OUT]]) {
  !$acc data create(s)
  ! CHECK-NEXT: %[[IN:[0-9]+]] = acc.create varPtr(%s : real(4)) -> {name = "s"}
  ! CHECK-NEXT: acc.data dataOperands(%[[IN]]) {
  !$acc end data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[IN]]) {dataClause = #acc<data_clause acc_create>, name = "s"}
  !$acc end data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[OUT]]) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
end subroutine

! CHECK-LABEL: func @control
subroutine control(a, cond)
  real :: a(10)
  logical :: cond
  ! if/async/wait on a data construct do not change the decomposition; they
  ! are kept on the construct (2.6.5.1-2.6.5.3).
  !$acc data copy(a) if(cond) async(2) wait(1)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK-NEXT: acc.data dataOperands(%[[A]]) if(cond) async(2) wait(1) {
  !$acc end data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, name = "a"}
end subroutine
