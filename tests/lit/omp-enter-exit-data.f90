! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 13.6-13.7 target enter data / target exit data: map(to:) ->
! copyin, map(alloc:) -> create on entry; map(from:) -> copyout,
! map(release:) and map(delete:) -> delete on exit. The reference count
! is the dynamic one (structured = false); no op has a partner.

! CHECK-LABEL: func @enter_exit
subroutine enter_exit(a, b, c, n)
  real :: a(10), b(10), c(10)
  integer :: n
  !$omp target enter data map(to: a) map(alloc: b, c)
  ! CHECK:      %[[A:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, name = "a", structured = false}
  ! CHECK:      %[[B:[0-9]+]] = omp.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = alloc, name = "b", structured = false}
  ! CHECK:      %[[C:[0-9]+]] = omp.create varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = alloc, name = "c", structured = false}
  ! CHECK-NEXT: omp.target_enter_data dataOperands(%[[A]], %[[B]], %[[C]])

  !$omp target exit data map(from: a) map(release: b) map(delete: c)
  ! CHECK:      %[[XA:[0-9]+]] = omp.copyout varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) {dataClause = #omp<data_clause omp_map>, map_type = from, name = "a", structured = false}
  ! CHECK:      %[[XB:[0-9]+]] = omp.delete varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) {dataClause = #omp<data_clause omp_map>, map_type = release, name = "b", structured = false}
  ! CHECK:      %[[XC:[0-9]+]] = omp.delete varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) {dataClause = #omp<data_clause omp_map>, map_type = delete, name = "c", structured = false}
  ! CHECK-NEXT: omp.target_exit_data dataOperands(%[[XA]], %[[XB]], %[[XC]])

  ! Modifiers and control clauses are kept.
  !$omp target enter data map(always, to: a) nowait depend(out:a) if(n>0) device(1)
  ! CHECK:      %[[A2:[0-9]+]] = omp.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, map_type = to, modifiers = [always], name = "a", structured = false}
  ! CHECK-NEXT: omp.target_enter_data dataOperands(%[[A2]]) depend(out:a) if(n>0) device(1) attributes {nowait}
end subroutine
