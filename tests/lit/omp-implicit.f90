! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 5.8.9 implicit data-mapping attribute rules on target, for
! variables referenced in the region with no explicit clause: a non-scalar
! is mapped tofrom; a scalar (without TARGET, ALLOCATABLE or POINTER) is
! firstprivate; defaultmap(none) asks for an explicit clause
! (diagnostics/omp-defaultmap-none.f90); defaultmap(behavior:category)
! changes the rule for one category. The ops say `implicit = true`.

! CHECK-LABEL: func @rules
subroutine rules(a, s)
  integer, parameter :: n = 10
  real :: a(n), s
  type pair
    real :: x, y
  end type
  type(pair) :: r
  !$omp target
  ! CHECK-DAG:  %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
  ! CHECK-DAG:  %[[R:[0-9]+]] = omp.copyin varPtr(%r : type(pair)) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "r"}
  ! CHECK-DAG:  omp.firstprivate varPtr(%s : real(4)) -> {dataClause = #omp<data_clause omp_firstprivate>, implicit = true, name = "s"}
  ! CHECK-NOT:  varPtr(%n
  ! CHECK:      omp.target dataOperands(
  a(1) = s + r%x; r%x = a(2)
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-DAG:  omp.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
  ! CHECK-DAG:  omp.copyout accPtr(%[[R]]) to varPtr(%r) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "r"}
end subroutine

! CHECK-LABEL: func @defaultmap_aggregate
subroutine defaultmap_aggregate(a)
  real :: a(10)
  ! defaultmap(to:aggregate): the array is mapped `to`, a copyin/delete pair.
  !$omp target defaultmap(to:aggregate)
  ! CHECK:      %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = to, name = "a"}
  ! CHECK-NEXT: omp.target dataOperands(%[[A]]) {{.*}}{
  a(1) = 1.0
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.delete accPtr(%[[A]]) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = to, name = "a"}
end subroutine
