! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=none -J %t %S/Inputs/modules-declare-mod.f90
! RUN: %acc2c -I %t -J %t --emit=graph %s | FileCheck %s
!
! OpenACC 3.3 2.6.2: a "visible data clause" includes a visible declare
! directive. A module's `acc declare create(dfield)` is visible wherever the
! module is used, also when the module was translated separately and comes
! from its .mod file: no implicit op for dfield.

! CHECK-LABEL: func @user_declared
subroutine user_declared(s)
  use acc_mod_declared
  real :: s
  !$acc parallel
  ! CHECK-NEXT: %[[S:[0-9]+]] = acc.firstprivate varPtr(%s : real(4)) -> {implicit = true, name = "s"}
  ! CHECK-NEXT: acc.parallel dataOperands(%[[S]]) {
  dfield(1) = s
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: }
end subroutine
