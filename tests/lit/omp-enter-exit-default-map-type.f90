! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 (5.8.3, map-type defaults): on target enter data a map with no
! map type maps `to`, on target exit data it maps `from` (Flang implements
! this for -fopenmp-version=52, which is acc2c's version).

! CHECK-LABEL: func @no_type
subroutine no_type(a)
  real :: a(10)
  !$omp target enter data map(a)
  ! CHECK:      %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "a", structured = false}
  ! CHECK-NEXT: omp.target_enter_data dataOperands(%[[A]])
  !$omp target exit data map(a)
  ! CHECK:      %[[X:[0-9]+]] = omp.copyout varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) {dataClause = #omp<data_clause omp_map>, map_type = from, name = "a", structured = false}
  ! CHECK-NEXT: omp.target_exit_data dataOperands(%[[X]])
end subroutine
