! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.13 declare directive: the data lives for the implicit data
! region of the scope the directive is in (a procedure; for a module, the
! program). acc2c models it as acc dialect does (docs/data-operations.md, "Declare"): the
! entry ops, then a token `acc.declare_enter dataOperands(...)`; when the
! scope ends `acc.declare_exit token(...)` and the exit ops in reverse
! order. Clauses decompose as on a data construct; device_resident ->
! acc.declare_device_resident, link -> acc.declare_link.

module declared_mod
  real :: x(10), y(10), z(10), w(10)
  ! In a module only create, copyin, device_resident and link are allowed.
  !$acc declare create(x) copyin(y) device_resident(z) link(w)
end module
! CHECK-LABEL: func @declared_mod
! CHECK:      %[[X:[0-9]+]] = acc.create varPtr(%x : real(4)) bounds(%{{b[0-9]+}}) -> {name = "x"}
! CHECK:      %[[Y:[0-9]+]] = acc.copyin varPtr(%y : real(4)) bounds(%{{b[0-9]+}}) -> {name = "y"}
! CHECK:      %[[Z:[0-9]+]] = acc.declare_device_resident varPtr(%z : real(4)) bounds(%{{b[0-9]+}}) -> {name = "z"}
! CHECK:      %[[W:[0-9]+]] = acc.declare_link varPtr(%w : real(4)) bounds(%{{b[0-9]+}}) -> {name = "w"}
! CHECK-NEXT: %[[MT:[0-9]+]] = acc.declare_enter dataOperands(%[[X]], %[[Y]], %[[Z]], %[[W]])
! CHECK:      acc.declare_exit token(%[[MT]])
! CHECK-NEXT: acc.delete accPtr(%[[Z]]) {dataClause = #acc<data_clause acc_declare_device_resident>, name = "z"}
! CHECK-NEXT: acc.delete accPtr(%[[Y]]) {dataClause = #acc<data_clause acc_copyin>, name = "y"}
! CHECK-NEXT: acc.delete accPtr(%[[X]]) {dataClause = #acc<data_clause acc_create>, name = "x"}
! A link clause has no exit op.
! CHECK-NOT:  accPtr(%[[W]])
! CHECK:      }

! CHECK-LABEL: func @proc
subroutine proc(e, q)
  real :: a(10), b(10), c(10), d(10), e(10), q(10), r(10)
  !$acc declare create(a) copyin(b) copyout(c) copy(d) present(e) deviceptr(q) device_resident(r)
  ! CHECK:      %[[A:[0-9]+]] = acc.create varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
  ! CHECK:      %[[B:[0-9]+]] = acc.copyin varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {name = "b"}
  ! CHECK:      %[[C:[0-9]+]] = acc.create varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, name = "c"}
  ! CHECK:      %[[D:[0-9]+]] = acc.copyin varPtr(%d : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "d"}
  ! CHECK:      %[[E:[0-9]+]] = acc.present varPtr(%e : real(4)) bounds(%{{b[0-9]+}}) -> {name = "e"}
  ! CHECK:      %[[Q:[0-9]+]] = acc.deviceptr varPtr(%q : real(4)) bounds(%{{b[0-9]+}}) -> {name = "q"}
  ! CHECK:      %[[R:[0-9]+]] = acc.declare_device_resident varPtr(%r : real(4)) bounds(%{{b[0-9]+}}) -> {name = "r"}
  ! CHECK-NEXT: %[[T:[0-9]+]] = acc.declare_enter dataOperands(%[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[Q]], %[[R]])

  ! Declared data is visible at the compute construct (2.6.2): no implicit
  ! op for a, b, c, d, e, q, r.
  !$acc parallel
  ! CHECK:      acc.parallel {
  a(1) = b(1) + c(1) + d(1) + e(1) + q(1) + r(1)
  !$acc end parallel
  ! CHECK-NEXT: }

  ! The procedure ends: the declare's exit ops, in reverse order.
  ! CHECK-NEXT: acc.declare_exit token(%[[T]])
  ! CHECK-NEXT: acc.delete accPtr(%[[R]]) {dataClause = #acc<data_clause acc_declare_device_resident>, name = "r"}
  ! CHECK-NEXT: acc.delete accPtr(%[[E]]) {dataClause = #acc<data_clause acc_present>, name = "e"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[D]]) to varPtr(%d) {dataClause = #acc<data_clause acc_copy>, name = "d"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[C]]) to varPtr(%c) {name = "c"}
  ! CHECK-NEXT: acc.delete accPtr(%[[B]]) {dataClause = #acc<data_clause acc_copyin>, name = "b"}
  ! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_create>, name = "a"}
  ! CHECK-NEXT: }
end subroutine

! CHECK-LABEL: func @uses_module
subroutine uses_module()
  use declared_mod
  ! A module's declare is visible where the module is used: no implicit op.
  !$acc parallel
  ! CHECK:      acc.parallel {
  x(1) = y(2) + z(3) + w(4)
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: }
end subroutine

! CHECK-LABEL: func @host
subroutine host()
  real :: g(10)
  !$acc declare create(g)
  ! CHECK:      %[[G:[0-9]+]] = acc.create varPtr(%g : real(4)) bounds(%{{b[0-9]+}}) -> {name = "g"}
  ! CHECK-NEXT: %[[GT:[0-9]+]] = acc.declare_enter dataOperands(%[[G]])
  ! CHECK:      acc.declare_exit token(%[[GT]])
  ! CHECK-NEXT: acc.delete accPtr(%[[G]]) {dataClause = #acc<data_clause acc_create>, name = "g"}
  call inner()
contains
  ! CHECK-LABEL: func @inner
  subroutine inner()
    ! The host's declare is visible in a contained procedure (host
    ! association): no implicit op for g.
    !$acc parallel
    ! CHECK-NEXT: acc.parallel {
    g(1) = 1.0
    !$acc end parallel
    ! CHECK-NEXT: }
  end subroutine
end subroutine
