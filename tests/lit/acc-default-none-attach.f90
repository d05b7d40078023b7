! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! XFAIL: *
! Known discrepancy: attach is a data clause (OpenACC 3.3 2.7.13), so a
! variable named only in attach satisfies default(none) (2.5.16, 2.6.2
! "visible data clause"). acc2c (through Flang's semantics) rejects this
! valid program with "The DEFAULT(NONE) clause requires that 'p' must be
! listed in a data-mapping clause".

! CHECK-LABEL: func @attach_default_none
subroutine attach_default_none(p)
  real, pointer :: p(:)
  !$acc parallel attach(p) default(none)
  ! CHECK:      %[[P:[0-9]+]] = acc.attach varPtr(%p : real(4)) augPtr(%p : descriptor) bounds(%{{b[0-9]+}}) -> {name = "p"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[P]]) default(none) {
  p(1) = 0.0
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.detach accPtr(%[[P]]) {dataClause = #acc<data_clause acc_attach>, name = "p"}
end subroutine
