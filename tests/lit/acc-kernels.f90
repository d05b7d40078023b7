! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.5.2 kernels construct: data clauses decompose as on a data
! construct (docs/data-operations.md). On kernels a scalar with no data clause is copied
! (2.6.2), not firstprivate.

! CHECK-LABEL: func @ker
subroutine ker(a, b, c, d, cond)
  real :: a(10), b(10), c(10), d(10)
  logical :: cond
  !$acc kernels copyin(a) copyout(b) no_create(c) deviceptr(d) if(cond) async(2) wait(1) num_gangs(8)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = acc.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, name = "b"}
  ! CHECK:      %[[C:[0-9]+]] = acc.nocreate varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {name = "c"}
  ! CHECK:      %[[D:[0-9]+]] = acc.deviceptr varPtr(%d : real(4)) bounds(%{{b[0-9]+}}) -> {name = "d"}
  ! CHECK-NEXT: acc.kernels dataOperands(%[[A]], %[[B]], %[[C]], %[[D]]) if(cond) async(2) wait(1) num_gangs(8) {
  b(:) = a(:) + c(:) + d(:)
  !$acc end kernels
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[C]]) {dataClause = #acc<data_clause acc_no_create>, name = "c"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[B]]) to varPtr(%b) {name = "b"}
  ! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
  ! CHECK-NEXT: }
end subroutine

! CHECK-LABEL: func @ker_scalar
subroutine ker_scalar(a, s)
  real :: a(10), s
  ! s is a scalar with no clause: implicit copy on kernels (2.6.2).
  !$acc kernels copy(a)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.copyin varPtr(%s : real(4)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "s"}
  ! CHECK-NEXT: acc.kernels dataOperands(%[[A]], %[[S]]) {
  s = s + a(1)
  !$acc end kernels
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[S]]) to varPtr(%s) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "s"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, name = "a"}
end subroutine

! CHECK-LABEL: func @ker_written_first
subroutine ker_written_first(a, s, t, u)
  real :: a(10), s, t, u
  integer :: i
  ! The region sets s and a before reading them (at its top, the right
  ! side not naming them): implicit copyout, nothing comes in (rule
  ! written-first). t is set only under a condition, u only after a read,
  ! so both are copy.
  !$acc kernels
  ! CHECK-DAG:  %[[S:[0-9]+]] = acc.create varPtr(%s : real(4)) -> {dataClause = #acc<data_clause acc_copyout>, implicit = true, name = "s"}
  ! CHECK-DAG:  %[[A:[0-9]+]] = acc.create varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, implicit = true, name = "a"}
  ! CHECK-DAG:  acc.copyin varPtr(%t : real(4)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "t"}
  ! CHECK-DAG:  acc.copyin varPtr(%u : real(4)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "u"}
  ! CHECK:      acc.kernels dataOperands(
  s = 1
  a = 2 * s
  if (s > 0) t = 3
  s = u
  u = 4
  do i = 1, 10
    a(i) = a(i) + t
  end do
  !$acc end kernels
  ! CHECK:      acc.copyout accPtr(%[[A]]) to varPtr(%a) {implicit = true, name = "a"}
  ! CHECK:      acc.copyout accPtr(%[[S]]) to varPtr(%s) {implicit = true, name = "s"}
end subroutine
