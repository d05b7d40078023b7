! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 5.8.9 (Fortran): "If a scalar variable has the TARGET,
! ALLOCATABLE or POINTER attribute then it is treated as if it had appeared
! in a map clause with a map-type of tofrom" -- not firstprivate.

! CHECK-LABEL: func @target_scalar
subroutine target_scalar(s)
  real, target :: s
  !$omp target
  ! CHECK:      %[[S:[0-9]+]] = omp.copyin varPtr(%s : real(4)) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "s"}
  ! CHECK-NEXT: omp.target dataOperands(%[[S]]) {
  s = s + 1.0
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[S]]) to varPtr(%s) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "s"}
end subroutine
