! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 13.9 target update: to(list) -> update_device, from(list) ->
! update_host (the acc dialect's update ops, docs/data-operations.md), remembering the
! motion clause; dynamic side of the model (structured = false).

! CHECK-LABEL: func @upd
subroutine upd(a, b)
  real :: a(10), b(10)
  !$omp target update to(a) from(b)
  ! CHECK:      %[[A:[0-9]+]] = omp.update_device varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_to>, name = "a", structured = false}
  ! CHECK:      %[[B:[0-9]+]] = omp.update_host varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) {dataClause = #omp<data_clause omp_from>, name = "b", structured = false}
  ! CHECK-NEXT: omp.target_update dataOperands(%[[A]], %[[B]])

  ! The present motion modifier and a section.
  !$omp target update to(present: a(2:3)) nowait
  ! CHECK:      %[[BS:b[0-9]+]] = omp.bounds lowerbound(1) upperbound(2) extent(2) stride(1) startIdx(1)
  ! CHECK-NEXT: %[[A2:[0-9]+]] = omp.update_device varPtr(%a : real(4)) bounds(%[[BS]]) -> {dataClause = #omp<data_clause omp_to>, modifiers = [present], name = "a(2:3)", structured = false}
  ! CHECK-NEXT: omp.target_update dataOperands(%[[A2]]) attributes {nowait}
end subroutine
