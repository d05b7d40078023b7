! RUN: %acc2c --emit=graph %s | FileCheck %s
! RUN: %acc2c --emit=json %s | FileCheck %s --check-prefix=JSON
!
! OpenACC 3.3 2.14.6-2.14.7 enter data / exit data. The ops use the dynamic
! reference counter (structured = false) and have no partner op: the entry
! ops of enter data are never closed by the construct, the exit ops of exit
! data act on their own (docs/data-operations.md, "Entry and exit
! operations": exit data delete -> acc.delete, structured = false).

! CHECK-LABEL: func @enter_exit
subroutine enter_exit(a, b, p)
  real :: a(10), b(10)
  real, pointer :: p(:)
  ! copyin -> acc.copyin, create -> acc.create, attach -> acc.attach.
  !$acc enter data copyin(a) create(b) attach(p)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a", structured = false}
  ! CHECK:      %[[B:[0-9]+]] = acc.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {name = "b", structured = false}
  ! CHECK:      %[[P:[0-9]+]] = acc.attach varPtr(%p : real(4)) augPtr(%p : descriptor) bounds(%{{b[0-9]+}}) -> {name = "p", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[A]], %[[B]], %[[P]])
  ! CHECK-NOT:  accPtr(%[[A]])

  ! copyout -> acc.copyout, delete -> acc.delete, detach -> acc.detach; each
  ! stands for its own clause, so no dataClause is printed.
  !$acc exit data copyout(a) delete(b) detach(p)
  ! CHECK:      %[[XA:[0-9]+]] = acc.copyout varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) {name = "a", structured = false}
  ! CHECK:      %[[XB:[0-9]+]] = acc.delete varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) {name = "b", structured = false}
  ! CHECK:      %[[XP:[0-9]+]] = acc.detach varPtr(%p : real(4)) augPtr(%p : descriptor) bounds(%{{b[0-9]+}}) {name = "p", structured = false}
  ! CHECK-NEXT: acc.exit_data dataOperands(%[[XA]], %[[XB]], %[[XP]])
end subroutine

! CHECK-LABEL: func @attributes
subroutine attributes(a, cond)
  real :: a(10)
  logical :: cond
  ! async, wait and if stay on the construct (2.14.6), and every op of the
  ! construct carries them in the JSON contract.
  !$acc enter data copyin(a) async(1) wait(2) if(cond)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a", structured = false}
  ! CHECK-NEXT: acc.enter_data dataOperands(%[[A]]) async(1) wait(2) if(cond)

  ! finalize (2.14.7) sets the dynamic counter to zero; a bare async is a
  ! unit attribute.
  !$acc exit data delete(a) async finalize
  ! CHECK:      %[[X:[0-9]+]] = acc.delete varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) {name = "a", structured = false}
  ! CHECK-NEXT: acc.exit_data dataOperands(%[[X]]) attributes {async, finalize}
end subroutine

! JSON:      "async": "1",
! JSON:      "construct": "enter data",
! JSON:      "dataClause": "copyin",
! JSON:      "if": "cond",
! JSON:      "name": "a",
! JSON:      "op": "copyin",
! JSON:      "structured": false,
! JSON:      "wait": [
! JSON-NEXT:   "2"
! JSON-NEXT: ]
! JSON:      "async": "",
! JSON:      "construct": "exit data",
! JSON:      "dataClause": "delete",
! JSON:      "finalize": true,
! JSON:      "op": "delete",
! JSON:      "structured": false,
