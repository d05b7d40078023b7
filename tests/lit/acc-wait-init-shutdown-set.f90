! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.16.3 wait, 2.14.1 init, 2.14.2 shutdown, 2.14.3 set: the
! executable directives with no data clauses are recognised and kept, with
! their arguments, and produce no data operation.

! CHECK-LABEL: func @runtime_directives
subroutine runtime_directives()
  ! (device_type arguments are checked in acc-device-type.f90.)
  !$acc init device_num(0)
  ! CHECK: acc.init device_num(0)
  !$acc set device_num(0) default_async(1)
  ! CHECK-NEXT: acc.set device_num(0) default_async(1)
  !$acc wait(1, 2) async(3)
  ! CHECK-NEXT: acc.wait wait(1, 2) async(3)
  !$acc wait
  ! CHECK-NEXT: acc.wait
  !$acc shutdown device_num(0)
  ! CHECK-NEXT: acc.shutdown device_num(0)
  ! CHECK-NEXT: }
end subroutine
! CHECK-NOT: = acc.
