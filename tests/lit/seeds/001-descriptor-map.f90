! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "OpenMP descriptor maps", and the example of Flang's
! MapInfoFinalizationPass: `map(tofrom: arg_alloc)` of a POINTER array
! becomes, in Flang's omp dialect,
!   %13 = omp.map.info var_ptr(... !fir.array<?xi32>) var_ptr_ptr(base_addr)
!         map_clauses(tofrom) bounds(%11)                      -- the data
!   %14 = omp.map.info var_ptr(... !fir.box<...>) map_clauses(tofrom)
!         members(%13) {name = "arg_alloc"}                    -- the descriptor
! and both go on the target: the descriptor is a record, the data is its
! member, and the descriptor is mapped before its member (mapping the
! descriptor after the data would overwrite the data pointer that the member
! map attached).
! The example above maps the descriptor `tofrom`; acc2c, like Flang 22,
! maps it `always, to` and releases it at exit, because its device copy holds
! a device base_addr that must never reach the host descriptor
! (docs/differences-from-flang.md, D13). The data keeps the clause's tofrom.

! CHECK-LABEL: func @seed_001
subroutine seed_001(arg_alloc)
  integer, pointer :: arg_alloc(:)
  !$omp target map(tofrom: arg_alloc)
  ! CHECK:      %[[D:[0-9]+]] = omp.copyin varPtr(%arg_alloc : descriptor) -> {dataClause = #omp<data_clause omp_map>, map_type = to, modifiers = [always], descriptor = true, name = "arg_alloc"}
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: %[[M:[0-9]+]] = omp.copyin varPtr(%arg_alloc : integer(4)) augPtr(%arg_alloc : descriptor) memberOf(%[[D]]) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "arg_alloc"}
  ! CHECK-NEXT: omp.target dataOperands(%[[D]], %[[M]]) {
  arg_alloc(1) = 1
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.copyout accPtr(%[[M]]) to varPtr(%arg_alloc) memberOf(%[[D]]) {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "arg_alloc"}
  ! CHECK-NEXT: omp.delete accPtr(%[[D]]) {dataClause = #omp<data_clause omp_map>, map_type = release, descriptor = true, name = "arg_alloc"}
end subroutine
