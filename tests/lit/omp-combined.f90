! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 17 compound constructs that start with `target`: the maps and
! the implicit rules of target apply; the iteration variable of the
! associated loop is private (5.1.1 predetermined). A loop construct nested
! in a target region is part of it; the same construct on the host moves no
! data at all.

! CHECK-LABEL: func @ttdpd
subroutine ttdpd(a, b)
  integer, parameter :: n = 100
  real :: a(n), b(n)
  integer :: i
  !$omp target teams distribute parallel do map(to: a) map(from: b)
  ! CHECK:      %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = omp.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = from, name = "b"}
  ! CHECK-NEXT: %[[I:[0-9]+]] = omp.private varPtr(%i : integer(4)) -> {dataClause = #omp<data_clause omp_private>, implicit = true, name = "i"}
  ! CHECK-NEXT: omp.target_teams_distribute_parallel_do dataOperands(%[[A]], %[[B]], %[[I]]) {
  do i = 1, n
    b(i) = 2.0 * a(i)
  end do
  !$omp end target teams distribute parallel do
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[B]]) to varPtr(%b) {dataClause = #omp<data_clause omp_map>, map_type = from, name = "b"}
  ! CHECK-NEXT: omp.delete accPtr(%[[A]]) {dataClause = #omp<data_clause omp_map>, map_type = to, name = "a"}
end subroutine

! CHECK-LABEL: func @target_parallel_do
subroutine target_parallel_do(a)
  integer, parameter :: n = 100
  real :: a(n)
  integer :: i
  ! Nothing mapped explicitly: the array gets an implicit tofrom map.
  !$omp target parallel do
  ! CHECK-DAG:  %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
  ! CHECK-DAG:  omp.private varPtr(%i : integer(4)) -> {dataClause = #omp<data_clause omp_private>, implicit = true, name = "i"}
  ! CHECK:      omp.target_parallel_do dataOperands(
  do i = 1, n
    a(i) = 0.0
  end do
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
end subroutine

! CHECK-LABEL: func @nested_loop
subroutine nested_loop(a)
  integer, parameter :: n = 100
  real :: a(n)
  integer :: i
  !$omp target map(tofrom: a)
  ! CHECK:      %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "a"}
  ! CHECK-NEXT: omp.target dataOperands(%[[A]]) {
  !$omp teams distribute parallel do
  ! CHECK-NEXT: %[[I:[0-9]+]] = omp.private varPtr(%i : integer(4)) -> {dataClause = #omp<data_clause omp_private>, implicit = true, name = "i"}
  ! CHECK-NEXT: omp.teams_distribute_parallel_do dataOperands(%[[I]]) {
  do i = 1, n
    a(i) = a(i) + 1.0
  end do
  ! CHECK-NEXT: }
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "a"}
end subroutine

! CHECK-LABEL: func @host_only
subroutine host_only(a)
  integer, parameter :: n = 100
  real :: a(n), t
  integer :: i
  ! Host OpenMP: no device, no data operation.
  !$omp parallel do private(t)
  ! CHECK-NEXT: omp.parallel_do
  ! CHECK-NOT:  varPtr
  ! CHECK-NEXT: }
  do i = 1, n
    t = a(i)
    a(i) = t * 2.0
  end do
end subroutine

! CHECK-LABEL: func @reduction_mapped
subroutine reduction_mapped(a, s)
  integer, parameter :: n = 100
  real :: a(n), s
  integer :: i
  ! A reduction is an entry op with its operator; `s` is also mapped
  ! explicitly here (the implicit map is in omp-implicit-reduction.f90).
  !$omp target teams distribute parallel do reduction(+:s) map(tofrom: s) map(to: a)
  ! CHECK:      omp.reduction varPtr(%s : real(4)) -> {{.*}}reduction_operator = "add", name = "s"}
  ! CHECK:      %[[S:[0-9]+]] = omp.copyin varPtr(%s : real(4)) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "s"}
  ! CHECK:      omp.target_teams_distribute_parallel_do dataOperands(
  do i = 1, n
    s = s + a(i)
  end do
  ! CHECK-NEXT: }
  ! CHECK:      omp.copyout accPtr(%[[S]]) to varPtr(%s) {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "s"}
end subroutine
