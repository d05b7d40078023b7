! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.7.1: a COMMON block name in a data clause stands for all of
! its variables. 2.6.2: a variable named (through its block) by a clause of
! the construct or of an enclosing data construct gets no implicit data
! attribute, so `cb1` is neither firstprivate nor copied a second time.

! CHECK-LABEL: func @on_the_construct
subroutine on_the_construct()
  real :: cb1, cb2
  common /blk/ cb1, cb2
  !$acc parallel copy(/blk/)
  ! CHECK:      %[[B:[0-9]+]] = acc.copyin varPtr(%blk : none) -> {dataClause = #acc<data_clause acc_copy>, name = "/blk/"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[B]]) {
  cb1 = 1.0
  !$acc end parallel
  ! CHECK-NOT:  name = "cb1"
  ! CHECK:      acc.copyout accPtr(%[[B]])
end subroutine

! CHECK-LABEL: func @in_a_data_region
subroutine in_a_data_region()
  real :: cb1, cb2
  common /blk/ cb1, cb2
  !$acc data copy(/blk/)
  !$acc parallel
  ! CHECK:      acc.parallel {
  cb2 = cb1
  !$acc end parallel
  !$acc end data
  ! CHECK-NOT:  name = "cb1"
  ! CHECK-NOT:  name = "cb2"
end subroutine
