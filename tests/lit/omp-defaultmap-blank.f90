! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 5.8.7 defaultmap: the scalar is mapped tofrom.

! CHECK-LABEL: func @blank
subroutine blank(u)
  real :: u
  !$omp target defaultmap(tofrom: scalar)
  ! CHECK:      %[[U:[0-9]+]] = omp.copyin varPtr(%u : real(4)) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "u"}
  ! CHECK-NOT:  omp.firstprivate
  ! CHECK:      omp.target dataOperands(%[[U]])
  u = u + 1.0
  !$omp end target
end subroutine
