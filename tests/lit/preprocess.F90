! RUN: %acc2c --emit=graph %s | FileCheck %s --check-prefixes=CHECK,NOX
! RUN: %acc2c -DUSE_X --emit=graph %s | FileCheck %s --check-prefixes=CHECK,X
!
! Every file goes through Flang's preprocessor (README): #ifdef on a -D
! macro, the predefined _OPENACC (202211, OpenACC 3.3) and _OPENMP
! (202111, OpenMP 5.2), and a Fortran INCLUDE line, found beside the file.

! CHECK-LABEL: func @pp
subroutine pp(x, y, z)
  real :: x(10), y(10), z(10)
#ifdef USE_X
  !$acc data copy(x)
#else
  !$acc data copy(y)
#endif
  ! X:   acc.copyin varPtr(%x : real(4))
  ! NOX: acc.copyin varPtr(%y : real(4))
  !$acc end data
#if _OPENACC == 202211 && _OPENMP == 202111
  !$acc enter data copyin(z)
#else
  !$acc enter data create(z)
#endif
  ! CHECK: acc.copyin varPtr(%z : real(4)) bounds(%{{b[0-9]+}}) -> {name = "z", structured = false}
end subroutine

include 'Inputs/preprocess-include.f90'
! The included procedure's ops point into the included file.
! CHECK-LABEL: func @from_include
! CHECK: acc.create varPtr(%c : real(4)) bounds(%{{b[0-9]+}}) -> {name = "c", structured = false} loc("{{.*}}Inputs{{/|\\}}preprocess-include.f90":4:
