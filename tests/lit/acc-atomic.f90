! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.12 atomic construct (read, write, update, capture; no clause
! means update). Atomics move no data: the variables come from the compute
! construct's clauses.

! CHECK-LABEL: func @atomics
subroutine atomics(x, v)
  real :: x, v
  !$acc parallel copy(x, v)
  ! CHECK: acc.parallel dataOperands(%[[X:[0-9]+]], %[[V:[0-9]+]]) {
  !$acc atomic read
  v = x
  ! CHECK-NEXT: acc.atomic.read
  !$acc atomic write
  x = 1.0
  ! CHECK-NEXT: acc.atomic.write
  !$acc atomic update
  x = x + 1.0
  ! CHECK-NEXT: acc.atomic.update
  !$acc atomic
  x = x * 2.0
  ! CHECK-NEXT: acc.atomic.update
  !$acc atomic capture
  v = x
  x = x + 1.0
  !$acc end atomic
  ! CHECK-NEXT: acc.atomic.capture
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[V]]) to varPtr(%v)
  ! CHECK-NEXT: acc.copyout accPtr(%[[X]]) to varPtr(%x)
end subroutine
