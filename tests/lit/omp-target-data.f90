! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 13.5 target data: maps decompose as on target (omp-target.f90);
! use_device_ptr / use_device_addr (5.4.10-11) give the device address to
! the region: an entry op (acc.use_device, docs/data-operations.md) with no exit op.
! A target region inside maps what it references implicitly (5.8.9): in
! OpenMP an enclosing target data does not suppress the implicit map, it
! only finds the data present.

! CHECK-LABEL: func @tdata
subroutine tdata(a, b, cp)
  use iso_c_binding
  real :: a(10), b(10)
  type(c_ptr) :: cp
  !$omp target data map(tofrom: a) map(to: b) use_device_ptr(cp) use_device_addr(b)
  ! CHECK:      %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = omp.copyin varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "b"}
  ! CHECK-NEXT: %[[U:[0-9]+]] = omp.use_device varPtr(%cp : type(c_ptr)) -> {dataClause = #omp<data_clause omp_use_device_ptr>, name = "cp"}
  ! CHECK:      %[[V:[0-9]+]] = omp.use_device varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_use_device_addr>, name = "b"}
  ! CHECK-NEXT: omp.target_data dataOperands(%[[A]], %[[B]], %[[U]], %[[V]]) {
  !$omp target
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: %[[IA:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
  ! CHECK-NEXT: omp.target dataOperands(%[[IA]]) {
  a(1) = 1.0
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[IA]]) to varPtr(%a) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
  !$omp end target data
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.delete accPtr(%[[B]]) {dataClause = #omp<data_clause omp_map>, map_type = to, name = "b"}
  ! CHECK-NEXT: omp.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "a"}
end subroutine
