! RUN: %acc2c --emit=graph %s | FileCheck %s
! RUN: %acc2c --emit=json %s | FileCheck %s --check-prefix=JSON
!
! OpenMP 5.2 5.8.3: a map clause with no map type maps tofrom on `target`
! and `target data`. The ops are a copyin/copyout pair and should say
! map_type = tofrom (JSON "mapType": "tofrom"), as map(tofrom: e) does.

! CHECK-LABEL: func @default_type
subroutine default_type(e)
  real :: e(10)
  !$omp target map(e)
  ! CHECK:      %[[E:[0-9]+]] = omp.copyin varPtr(%e : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "e"}
  ! CHECK-NEXT: omp.target dataOperands(%[[E]]) {
  e(1) = 0.0
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[E]]) to varPtr(%e) {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "e"}
end subroutine

! JSON:      "mapType": "tofrom",
! JSON:      "op": "copyin",
! JSON:      "mapType": "tofrom",
! JSON:      "op": "copyout",
