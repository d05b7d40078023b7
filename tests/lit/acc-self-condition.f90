! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.5.6 self clause on a compute construct: `self[(condition)]`
! runs the region on the local device; it is a condition, not a data clause,
! even when the condition is a bare logical variable that reads like a
! variable list. Only `update self(list)` moves data (2.14.4).

! CHECK-LABEL: func @run_on_host
subroutine run_on_host(a, n, cond)
  integer :: n, i
  real :: a(n)
  logical :: cond
  !$acc parallel loop copy(a) self(cond)
  ! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  ! CHECK-NOT:  name = "cond"
  ! CHECK:      acc.parallel combined(loop) dataOperands(%[[A]], {{.*}}) self(cond) {
  do i = 1, n
    a(i) = 2 * a(i)
  end do
  !$acc kernels self
  ! CHECK:      acc.kernels {{.*}}attributes {self} {
  a(1) = 0
  !$acc end kernels
  !$acc update self(a)
  ! CHECK:      acc.update_host varPtr(%a : real(4)) {{.*}}{dataClause = #acc<data_clause acc_update_self>, name = "a", structured = false}
end subroutine
