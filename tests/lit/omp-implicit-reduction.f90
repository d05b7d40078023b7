! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 5.8.9: "If a variable is the base variable of a list item in a
! reduction, lastprivate or linear clause on a combined target construct
! then the list item is treated as if it had appeared in a map clause with
! a map-type of tofrom." The reduction result must come back to the host.

! CHECK-LABEL: func @combined_reduction
subroutine combined_reduction(a, s)
  integer, parameter :: n = 100
  real :: a(n), s
  integer :: i
  !$omp target teams distribute parallel do reduction(+:s) map(to: a)
  ! CHECK-DAG:  omp.reduction varPtr(%s : real(4)) -> {{.*}}name = "s"}
  ! CHECK-DAG:  %[[S:[0-9]+]] = omp.copyin varPtr(%s : real(4)) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "s"}
  ! CHECK:      omp.target_teams_distribute_parallel_do dataOperands(
  do i = 1, n
    s = s + a(i)
  end do
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[S]]) to varPtr(%s) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "s"}
end subroutine
