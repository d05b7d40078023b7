! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.4 device_type clause: kept on the directive with its
! argument as written (on init/set/shutdown and on compute constructs).

! CHECK-LABEL: func @dtype
subroutine dtype(a)
  real :: a(10)
  !$acc init device_type(nvidia)
  ! CHECK: acc.init device_type(nvidia) loc
  !$acc set device_type(host)
  ! CHECK-NEXT: acc.set device_type(host) loc
  !$acc parallel copy(a) device_type(nvidia) num_gangs(4)
  ! CHECK: acc.parallel dataOperands(%{{[0-9]+}}) device_type(nvidia) num_gangs(4) {
  a(1) = 0.0
  !$acc end parallel
end subroutine
