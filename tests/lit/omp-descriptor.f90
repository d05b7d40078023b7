! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "OpenMP descriptor maps" (as Flang's
! MapInfoFinalizationPass): a map of an ALLOCATABLE or POINTER variable
! becomes a map of the descriptor itself (the parent record, `descriptor =
! true`) followed by a map of the data its base_addr points to, a member of
! that parent (`memberOf`). The descriptor must be mapped first: mapping it
! after the data would overwrite the attached device address. At exit the
! member is undone before its parent. Implicit maps of such variables are
! expanded the same way; scalars stay firstprivate.
! (The map type of the descriptor map is checked in
! seeds/001-descriptor-map.f90.)

! CHECK-LABEL: func @explicit_map
subroutine explicit_map(x)
  real, allocatable :: x(:)
  !$omp target map(tofrom: x)
  ! CHECK:      %[[XD:[0-9]+]] = omp.{{[a-z]+}} varPtr(%x : descriptor) -> {{.*}}descriptor = true, name = "x"}
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: %[[XM:[0-9]+]] = omp.copyin varPtr(%x : real(4)) augPtr(%x : descriptor) memberOf(%[[XD]]) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "x"}
  ! CHECK-NEXT: omp.target dataOperands(%[[XD]], %[[XM]]) {
  x(1) = 1.0
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[XM]]) to varPtr(%x) memberOf(%[[XD]]) {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "x"}
  ! CHECK-NEXT: omp.{{[a-z]+}} accPtr(%[[XD]]){{.*}}descriptor = true, name = "x"}
end subroutine

! CHECK-LABEL: func @implicit_map
subroutine implicit_map(p, s)
  real, pointer :: p(:)
  real :: s
  ! p is referenced with no clause: an implicit tofrom map (5.8.9), expanded.
  !$omp target
  ! CHECK-DAG:  %[[PD:[0-9]+]] = omp.{{[a-z]+}} varPtr(%p : descriptor) -> {dataClause = #omp<data_clause omp_map>, implicit = true, {{.*}}descriptor = true, name = "p"}
  ! CHECK-DAG:  %[[PM:[0-9]+]] = omp.copyin varPtr(%p : real(4)) augPtr(%p : descriptor) memberOf(%[[PD]]) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "p"}
  ! CHECK-DAG:  omp.firstprivate varPtr(%s : real(4)) -> {dataClause = #omp<data_clause omp_firstprivate>, implicit = true, name = "s"}
  ! CHECK:      omp.target dataOperands(
  p(1) = s
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[PM]]) to varPtr(%p) memberOf(%[[PD]]) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "p"}
  ! CHECK-NEXT: omp.{{[a-z]+}} accPtr(%[[PD]]){{.*}}descriptor = true, name = "p"}
end subroutine

! CHECK-LABEL: func @enter_exit_descriptor
subroutine enter_exit_descriptor(x)
  real, allocatable :: x(:)
  ! On enter data the descriptor is mapped first; on exit data the member
  ! is unmapped first.
  !$omp target enter data map(to: x)
  ! CHECK:      %[[D:[0-9]+]] = omp.{{[a-z]+}} varPtr(%x : descriptor) -> {{.*}}descriptor = true, name = "x", structured = false}
  ! CHECK:      %[[M:[0-9]+]] = omp.copyin varPtr(%x : real(4)) augPtr(%x : descriptor) memberOf(%[[D]]) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "x", structured = false}
  ! CHECK-NEXT: omp.target_enter_data dataOperands(%[[D]], %[[M]])
  !$omp target exit data map(from: x)
  ! CHECK:      %[[XM:[0-9]+]] = omp.copyout varPtr(%x : real(4)) augPtr(%x : descriptor) memberOf(%[[XD:[0-9]+]]) bounds(%{{b[0-9]+}}) {dataClause = #omp<data_clause omp_map>, map_type = from, name = "x", structured = false}
  ! CHECK-NEXT: %[[XD]] = omp.{{[a-z]+}} varPtr(%x : descriptor) {{.*}}descriptor = true, name = "x", structured = false}
  ! CHECK-NEXT: omp.target_exit_data dataOperands(%[[XM]], %[[XD]])
end subroutine
