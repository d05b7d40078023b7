! REQUIRES: gfortran
! A plain build leaves gfortran's module files in the working directory, and
! acc2c is then run there without -I: Flang reads "." before any other
! directory, so acc2c reads module files from a directory of its own and
! searches the user's first (docs/foreign-modules.md). cwd_user uses
! cwd_base: the module file's first MODULE symbol is not its own.
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: cd %t && gfortran -c %S/Inputs/cwd_base.f90 %S/Inputs/cwd_user.f90
! RUN: cd %t && %acc2c --emit=source %s -o out.f90 2>&1 | count 0
! RUN: FileCheck %s < %t/out.f90
! Nothing is left in the directory but the cache, and gfortran's own
! module files are untouched.
! RUN: cd %t && ls -A | FileCheck --check-prefix=FILES %s
! RUN: cd %t && zcat cwd_base.mod | FileCheck --check-prefix=GFORTRAN %s
!
! A conversion made while a module it uses was missing is made again once
! that module is there, without the stale warning.
! RUN: rm -rf %t/b && mkdir -p %t/b && cd %t/b && cp ../cwd_user.mod .
! RUN: cd %t/b && %acc2c --emit=source %s -o out.f90 2>&1 | FileCheck --check-prefix=MISSING %s
! RUN: cd %t/b && cp ../cwd_base.mod . && %acc2c --emit=source %s -o out.f90 2>&1 | count 0

! CHECK: use cwd_user
! FILES: .acc2c-mod
! FILES-NEXT: cwd_base.mod
! FILES-NEXT: cwd_base.o
! FILES-NEXT: cwd_user.mod
! FILES-NEXT: cwd_user.o
! FILES-NEXT: out.f90
! FILES-NOT: {{.}}
! GFORTRAN: GFORTRAN module version
! MISSING: warning: gfortran module 'cwd_user': 'cwd_base': module 'cwd_user' takes entities from it, and it was not found
program main
  use cwd_user
  implicit none
  type(field) :: f
  !$acc data copy(f)
  call fill(f, 2.0_dp)
  !$acc end data
  print *, f%u(1)
end program
