! REQUIRES: gfortran
! RUN: %acc2c --emit=source %s -o %t.f90
! RUN: FileCheck %s < %t.f90
! RUN: %shimfc -cpp -fsyntax-only -I %S %t.f90
!
! Directives in included files (a cpp #include, a Fortran INCLUDE line, an
! include nested in an included file): each file that holds one is
! expanded in place of its include line, which stays as a comment; line
! markers give every line its own file and number, and the runtime's
! source records name the included file. Files without directives stay
! included (macros.h).

#include "Inputs/included/macros.h"
! CHECK: #include "Inputs/included/macros.h"

subroutine update(a, n)
  integer :: n
  real :: a(n)
  !$acc data copy(a)
#include "Inputs/included/update.h"
  !$acc end data
end subroutine
! CHECK-LABEL: subroutine update(a, n)
! CHECK: ! #include "Inputs/included/update.h"
! CHECK-NEXT: # 1 "{{.*}}Inputs/included/update.h"
! CHECK: ! !$acc update self(a)
! CHECK: "a" // acc2c_nul // "{{.*}}Inputs/included/update.h" // acc2c_nul // "3"
! CHECK: # 4 "{{.*}}Inputs/included/update.h"
! CHECK-NEXT: ! #include "shift.h"
! CHECK-NEXT: # 1 "{{.*}}Inputs/included/shift.h"
! CHECK-NEXT: ! !$acc kernels
! CHECK: acc2c_region_begin(acc2c_async_sync, "kernels" // acc2c_nul // "{{.*}}Inputs/included/shift.h" // acc2c_nul // "1")
! CHECK: # 21 "{{.*}}included-directives.F90"
! CHECK-NEXT: ! !$acc end data

include 'Inputs/included/scale.inc'
! CHECK: ! include 'Inputs/included/scale.inc'
! CHECK-NEXT: # 1 "{{.*}}Inputs/included/scale.inc"
! CHECK: subroutine scale(a, n, s)
! CHECK-NEXT: use acc2c_runtime
! CHECK: character(*), parameter :: acc2c_file = acc2c_nul // "{{.*}}included-directives.F90" // acc2c_nul
! CHECK: ! !$acc parallel loop copy(a)
! CHECK: "a" // acc2c_nul // "{{.*}}Inputs/included/scale.inc" // acc2c_nul // "7")
! CHECK: call acc2c_region_{{[0-9]+}}(
! CHECK: # 11 "{{.*}}Inputs/included/scale.inc"
! CHECK-NEXT: contains
! CHECK: # 8 "{{.*}}Inputs/included/scale.inc"
! CHECK-NEXT: do i = 1, n
! CHECK: {{^}}end subroutine{{$}}
! CHECK-NEXT: # [[#@LINE-13]] "{{.*}}included-directives.F90"
