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

! A structure's motion clause goes through the type's default mapper, as its
! maps do (docs/descriptors.md, "Allocatable components of OpenMP maps"):
! the data of each allocatable component is updated with it (rule
! mapped-component, the clause's modifiers kept); a component the clause
! names itself is not updated twice; a POINTER component is not updated.
module upd_types
  type :: field
    real, allocatable :: a(:)
    real, allocatable :: b(:, :)
    real, pointer :: p(:) => null()
  end type
end module

! CHECK-LABEL: func @upd_components
subroutine upd_components(f)
  use upd_types
  type(field) :: f
  !$omp target update to(present: f)
  ! CHECK:      %[[F:[0-9]+]] = omp.update_device varPtr(%f : type(field)) -> {dataClause = #omp<data_clause omp_to>, modifiers = [present], name = "f", structured = false}
  ! CHECK-NEXT: %[[BA:b[0-9]+]] = omp.bounds lowerbound(0) upperbound(ubound(f%a, 1) - lbound(f%a, 1))
  ! CHECK-NEXT: %[[FA:[0-9]+]] = omp.update_device varPtr(%f%a : real(4)) augPtr(%f%a : descriptor) bounds(%[[BA]]) -> {dataClause = #omp<data_clause omp_to>, implicit = true, modifiers = [present], name = "f%a", structured = false}
  ! CHECK:      %[[FB:[0-9]+]] = omp.update_device varPtr(%f%b : real(4)) augPtr(%f%b : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_to>, implicit = true, modifiers = [present], name = "f%b", structured = false}
  ! CHECK-NEXT: omp.target_update dataOperands(%[[F]], %[[FA]], %[[FB]])
  !$omp target update from(f, f%a)
  ! CHECK:      %[[G:[0-9]+]] = omp.update_host varPtr(%f : type(field)) {dataClause = #omp<data_clause omp_from>, name = "f", structured = false}
  ! CHECK:      %[[GB:[0-9]+]] = omp.update_host varPtr(%f%b : real(4)) augPtr(%f%b : descriptor) bounds(%{{b[0-9]+}}, %{{b[0-9]+}}) {dataClause = #omp<data_clause omp_from>, implicit = true, name = "f%b", structured = false}
  ! CHECK:      %[[GA:[0-9]+]] = omp.update_host varPtr(%f%a : real(4)) augPtr(%f%a : descriptor) bounds(%{{b[0-9]+}}) {dataClause = #omp<data_clause omp_from>, name = "f%a", structured = false}
  ! CHECK-NEXT: omp.target_update dataOperands(%[[G]], %[[GB]], %[[GA]])
end subroutine
