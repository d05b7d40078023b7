! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.6.2 variables with implicitly determined data attributes:
! a variable referenced in a compute construct with no visible data clause
! (on the construct, a lexically containing data construct, or a visible
! declare) is treated as if it appeared in
!   - present, for an aggregate, when default(present) is visible;
!   - copy, for an aggregate otherwise;
!   - copy, for a scalar on kernels; firstprivate on parallel and serial.
! DO variables are predetermined private (2.6.1) and named constants are
! not variables: no op. The implicit ops say `implicit = true`.

! CHECK-LABEL: func @par_default
subroutine par_default(a, s)
  integer, parameter :: n = 10
  real :: a(n), s
  integer :: i
  !$acc parallel
  ! CHECK-DAG:  %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  ! CHECK-DAG:  %[[S:[0-9]+]] = acc.firstprivate varPtr(%s : real(4)) -> {implicit = true, name = "s"}
  ! CHECK-NOT:  varPtr(%i
  ! CHECK-NOT:  varPtr(%n
  ! CHECK:      acc.parallel dataOperands(
  do i = 1, n
    a(i) = s
  end do
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  ! CHECK-NEXT: }
end subroutine

! CHECK-LABEL: func @kernels_default
subroutine kernels_default(a, s)
  real :: a(10), s
  ! On kernels the scalar is copied too.
  !$acc kernels
  ! CHECK-DAG:  %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  ! CHECK-DAG:  %[[S:[0-9]+]] = acc.copyin varPtr(%s : real(4)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "s"}
  ! CHECK:      acc.kernels dataOperands(
  a(1) = s; s = 2 * s
  !$acc end kernels
  ! CHECK-NEXT: }
  ! CHECK-DAG:  acc.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  ! CHECK-DAG:  acc.copyout accPtr(%[[S]]) to varPtr(%s) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "s"}
end subroutine

! CHECK-LABEL: func @present_default
subroutine present_default(a, s)
  real :: a(10), s
  ! default(present) applies to aggregates only; the scalar stays
  ! firstprivate.
  !$acc parallel default(present)
  ! CHECK-DAG:  %[[A:[0-9]+]] = acc.present varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {implicit = true, name = "a"}
  ! CHECK-DAG:  %[[S:[0-9]+]] = acc.firstprivate varPtr(%s : real(4)) -> {implicit = true, name = "s"}
  ! CHECK:      acc.parallel dataOperands(
  a(1) = s
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_present>, implicit = true, name = "a"}
end subroutine

! CHECK-LABEL: func @visible_data
subroutine visible_data(a, b, s)
  real :: a(10), b(10), s
  ! A data clause on a lexically containing data construct is visible: no
  ! implicit op for a or s. default(present) on the data construct is
  ! visible at the compute construct: b is present.
  !$acc data copy(a, s) default(present)
  ! CHECK:      acc.data dataOperands(%{{[0-9]+}}, %{{[0-9]+}}) default(present) {
  !$acc parallel
  ! CHECK-NEXT: acc.bounds
  ! CHECK-NEXT: %[[B:[0-9]+]] = acc.present varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {implicit = true, name = "b"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[B]]) {
  a(1) = b(1) + s
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.delete accPtr(%[[B]]) {dataClause = #acc<data_clause acc_present>, implicit = true, name = "b"}
  !$acc end data
  ! CHECK-NEXT: }
end subroutine

! CHECK-LABEL: func @aggregates
subroutine aggregates(x)
  type pt
    real :: u, v
  end type
  type(pt) :: r
  real, allocatable :: x
  ! A derived-type scalar and an allocatable scalar are aggregates
  ! (glossary "Aggregate variables"): copy, not firstprivate.
  !$acc parallel
  ! CHECK-DAG:  acc.copyin varPtr(%r : type(pt)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "r"}
  ! CHECK-DAG:  acc.copyin varPtr(%x : real(4)) augPtr(%x : descriptor) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "x"}
  ! CHECK-NOT:  acc.firstprivate
  ! CHECK:      acc.parallel dataOperands(
  r%u = x; x = r%v
  !$acc end parallel
end subroutine

! CHECK-LABEL: func @reduction_only
subroutine reduction_only(a, s)
  integer, parameter :: n = 10
  real :: a(n), s
  integer :: i
  ! A reduction variable in no other data clause is treated as if it were
  ! in a copy clause; the loop variable is private.
  !$acc parallel loop reduction(+:s) copyin(a)
  ! CHECK-DAG:  %[[R:[0-9]+]] = acc.reduction varPtr(%s : real(4))
  ! CHECK-DAG:  %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
  ! CHECK-DAG:  %[[C:[0-9]+]] = acc.copyin varPtr(%s : real(4)) -> {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
  ! CHECK-NOT:  acc.firstprivate
  ! CHECK:      acc.parallel combined(loop) dataOperands(
  do i = 1, n
    s = s + a(i)
  end do
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[C]]) to varPtr(%s) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
end subroutine

! CHECK-LABEL: func @read_only
subroutine read_only(a, b, s)
  real :: a(10), b(10), s
  ! Data the region never writes comes in only (docs/differences-from-
  ! flang.md D26): the implicit copy of `a` (parallel) and of the scalar
  ! `s` (kernels) is a copyin and a delete; `b`, written, still comes back.
  !$acc kernels
  ! CHECK-DAG:  %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {implicit = true, name = "a"}
  ! CHECK-DAG:  %[[B:[0-9]+]] = acc.copyin varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "b"}
  ! CHECK-DAG:  %[[S:[0-9]+]] = acc.copyin varPtr(%s : real(4)) -> {implicit = true, name = "s"}
  ! CHECK:      acc.kernels dataOperands(
  b(1) = a(2) * s
  !$acc end kernels
  ! CHECK-NEXT: }
  ! CHECK-DAG:  acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "a"}
  ! CHECK-DAG:  acc.delete accPtr(%[[S]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "s"}
  ! CHECK-DAG:  acc.copyout accPtr(%[[B]]) to varPtr(%b) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "b"}
end subroutine

! CHECK-LABEL: func @loop_reduction_result
subroutine loop_reduction_result(a, s, r)
  real :: a(10), s, r
  integer :: i, j
  ! A loop directly inside reduces s: its result comes back (implied copy,
  ! docs/differences-from-flang.md D28). r is reduced inside a gang loop:
  ! one value per gang, firstprivate on the construct by 2.6.2; each
  ! iteration of the gang loop sets it first and nothing outside that loop
  ! names it, so it is private (D34).
  !$acc parallel copyin(a)
  ! CHECK-DAG:  %[[S:[0-9]+]] = acc.copyin varPtr(%s : real(4)) -> {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
  ! CHECK-DAG:  acc.private varPtr(%r : real(4)) -> {implicit = true, name = "r"}
  ! CHECK:      acc.parallel dataOperands(
  !$acc loop reduction(+:s)
  do i = 1, 10
    s = s + a(i)
  end do
  !$acc loop gang
  do j = 1, 10
    r = 0
    !$acc loop vector reduction(+:r)
    do i = 1, 10
      r = r + a(i)
    end do
    a(j) = r
  end do
  !$acc end parallel
  ! CHECK:      acc.copyout accPtr(%[[S]]) to varPtr(%s) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
end subroutine
