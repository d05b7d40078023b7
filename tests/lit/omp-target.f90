! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 5.8.3 map clause on `target`: a map is an entry op before the
! region and an exit op after it, chosen by the map type as the acc dialect
! decomposes the matching OpenACC clause: to -> copyin + delete,
! from -> create + copyout, tofrom -> copyin + copyout, alloc -> create +
! delete. Every op remembers the map clause (omp_map) and its map type.
! (A map with no map type is in omp-map-default-type.f90.)

! CHECK-LABEL: func @map_types
subroutine map_types(a, b, c, d)
  real :: a(10), b(10), c(10), d(10)
  !$omp target map(to: a) map(from: b) map(tofrom: c) map(alloc: d)
  ! CHECK:      %[[BA:b[0-9]+]] = omp.bounds lowerbound(0) upperbound(9) extent(10) stride(1) startIdx(1)
  ! CHECK-NEXT: %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%[[BA]]) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = omp.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = from, name = "b"}
  ! CHECK:      %[[C:[0-9]+]] = omp.copyin varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "c"}
  ! CHECK:      %[[D:[0-9]+]] = omp.create varPtr(%d : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = alloc, name = "d"}
  ! CHECK-NEXT: omp.target dataOperands(%[[A]], %[[B]], %[[C]], %[[D]]) {
  b(1) = a(1) + c(1) + d(1)
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.delete accPtr(%[[D]]) {dataClause = #omp<data_clause omp_map>, map_type = alloc, name = "d"}
  ! CHECK-NEXT: omp.copyout accPtr(%[[C]]) to varPtr(%c) {dataClause = #omp<data_clause omp_map>, map_type = tofrom, name = "c"}
  ! CHECK-NEXT: omp.copyout accPtr(%[[B]]) to varPtr(%b) {dataClause = #omp<data_clause omp_map>, map_type = from, name = "b"}
  ! CHECK-NEXT: omp.delete accPtr(%[[A]]) {dataClause = #omp<data_clause omp_map>, map_type = to, name = "a"}
end subroutine

! CHECK-LABEL: func @modifiers
subroutine modifiers(a, c, d)
  real :: a(10), c(10), d(10)
  ! always, close and present map-type modifiers are kept on both ops.
  !$omp target map(always, to: a) map(close, tofrom: c) map(present, alloc: d)
  ! CHECK:      %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, modifiers = [always], name = "a"}
  ! CHECK:      %[[C:[0-9]+]] = omp.copyin varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = tofrom, modifiers = [close], name = "c"}
  ! CHECK:      %[[D:[0-9]+]] = omp.create varPtr(%d : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = alloc, modifiers = [present], name = "d"}
  ! CHECK-NEXT: omp.target dataOperands(%[[A]], %[[C]], %[[D]]) {
  a(1) = c(1) + d(1)
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: omp.delete accPtr(%[[D]]) {dataClause = #omp<data_clause omp_map>, map_type = alloc, modifiers = [present], name = "d"}
  ! CHECK-NEXT: omp.copyout accPtr(%[[C]]) to varPtr(%c) {dataClause = #omp<data_clause omp_map>, map_type = tofrom, modifiers = [close], name = "c"}
  ! CHECK-NEXT: omp.delete accPtr(%[[A]]) {dataClause = #omp<data_clause omp_map>, map_type = to, modifiers = [always], name = "a"}
end subroutine

! CHECK-LABEL: func @other_clauses
subroutine other_clauses(cp, h, s, t, n)
  use iso_c_binding
  type(c_ptr) :: cp
  real :: h(10), s, t
  integer :: n
  ! is_device_ptr / has_device_addr: the data is already a device address
  ! (acc.deviceptr); firstprivate / private are data-sharing entry ops.
  ! None has an exit op.
  !$omp target is_device_ptr(cp) has_device_addr(h) firstprivate(s) private(t) nowait depend(in:s) if(n>0) device(0)
  ! CHECK:      %[[CP:[0-9]+]] = omp.deviceptr varPtr(%cp : type(c_ptr)) -> {dataClause = #omp<data_clause omp_is_device_ptr>, name = "cp"}
  ! CHECK:      %[[H:[0-9]+]] = omp.deviceptr varPtr(%h : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_has_device_addr>, name = "h"}
  ! CHECK-NEXT: %[[S:[0-9]+]] = omp.firstprivate varPtr(%s : real(4)) -> {dataClause = #omp<data_clause omp_firstprivate>, name = "s"}
  ! CHECK-NEXT: %[[T:[0-9]+]] = omp.private varPtr(%t : real(4)) -> {dataClause = #omp<data_clause omp_private>, name = "t"}
  ! The control clauses are recognised and kept.
  ! CHECK-NEXT: omp.target dataOperands(%[[CP]], %[[H]], %[[S]], %[[T]]) depend(in:s) if(n>0) device(0) attributes {nowait} {
  t = s
  h(1) = t
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-NEXT: }
end subroutine

! CHECK-LABEL: func @defaultmap_scalar
subroutine defaultmap_scalar(u, a)
  real :: u, a(10)
  ! defaultmap(tofrom:scalar): the scalar is mapped tofrom instead of
  ! being firstprivate (5.8.7); the array keeps the default tofrom map.
  ! (The printed clause text is checked in omp-clause-values.f90, the
  ! spelling with a blank after ':' in omp-defaultmap-blank.f90.)
  !$omp target defaultmap(tofrom:scalar)
  ! CHECK-DAG:  %[[U:[0-9]+]] = omp.copyin varPtr(%u : real(4)) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "u"}
  ! CHECK-DAG:  %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
  ! CHECK:      omp.target dataOperands({{.*}}) defaultmap({{.*}}) {
  a(1) = u
  !$omp end target
  ! CHECK-NEXT: }
  ! CHECK-DAG:  omp.copyout accPtr(%[[U]]) to varPtr(%u) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "u"}
  ! CHECK-DAG:  omp.copyout accPtr(%[[A]]) to varPtr(%a) {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "a"}
end subroutine
