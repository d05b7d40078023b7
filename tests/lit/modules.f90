! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=none -J %t %S/Inputs/modules-mod.f90
! RUN: test -f %t/acc_mod_data.mod
! RUN: %acc2c -I %t -J %t --emit=graph %s | FileCheck %s
!
! Modules as with a compiler (README): -J writes a module's .mod file, -I
! finds it for a file that uses it; `use openacc` finds acc2c's own module.
! A module variable with no clause and no declare is treated like any other
! (OpenACC 3.3 2.6.2): array -> copy, scalar -> firstprivate on parallel.
! A runtime call such as acc_copyin is not a data clause: it adds no op and
! does not make the later region's data "visible" (the implicit copy only
! finds the data present at run time).

! CHECK-LABEL: func @user
subroutine user()
  use acc_mod_data
  use openacc
  call acc_copyin(field)
  ! CHECK-NOT:  acc_copyin
  !$acc parallel
  ! CHECK-DAG:  %[[F:[0-9]+]] = acc.copyin varPtr(%field : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "field"}
  ! CHECK-DAG:  acc.firstprivate varPtr(%coef : real(4)) -> {implicit = true, name = "coef"}
  ! CHECK:      acc.parallel dataOperands(
  field(1) = coef
  !$acc end parallel
  ! CHECK-NEXT: }
  ! CHECK-NEXT: acc.copyout accPtr(%[[F]]) to varPtr(%field) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "field"}
  call acc_delete(field)
end subroutine
