! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/lib %t/mods
! RUN: cd %t/lib && gfortran -c %S/Inputs/mylib.f90
! RUN: cd %t && %acc2c --emit=source -I %t/lib -J %t/mods %S/Inputs/narrow.f90 -o narrow.f90 2>&1 | count 0
! RUN: cat %t/mods/.acc2c-mod/gfortran/mylib-*/selected/*.f90 | FileCheck --check-prefix=NARROW %s
! RUN: cd %t && %acc2c --emit=source -I %t/lib -J %t/mods %S/Inputs/rexport.f90 -o rexport.f90 2>&1 | count 0
! RUN: ls %t/mods/.acc2c-mod/gfortran/mylib-*/selected/*.f90 | count 1
! RUN: cd %t && %acc2c --emit=source -I %t/lib -J %t/mods %s -o main.f90 2>&1 | count 0
! RUN: ls %t/mods/.acc2c-mod/gfortran/mylib-*/selected/*.f90 | count 2
! RUN: ls -A %t/mods | FileCheck --check-prefix=MODS %s
! RUN: FileCheck %s < %t/main.f90
! The same translation again reads the same selection.
! RUN: cd %t && %acc2c --emit=source -I %t/lib -J %t/mods %s -o main2.f90
! RUN: cmp %t/main.f90 %t/main2.f90
! RUN: ls %t/mods/.acc2c-mod/gfortran/mylib-*/selected/*.f90 | count 2
! A module that re-exports all of mylib and uses narrow, whose module file
! recorded the checksum of its selection of mylib.
! RUN: rm -rf %t/rn && mkdir -p %t/rn && cd %t/rn
! RUN: %acc2c --emit=source -I %t/lib -J %t/rn %S/Inputs/narrow.f90 -o narrow.f90
! RUN: %acc2c --emit=source -I %t/lib -J %t/rn %S/Inputs/rexport-narrow.f90 -o rn.f90 2>&1 | count 0
! A module that plain gfortran compiled, using narrow and mylib: its
! conversion compiles mylib's interface with it, which fits the checksum
! narrow's Flang module file recorded.
! RUN: rm -rf %t/pu && mkdir -p %t/pu/gf && cd %t/pu/gf && gfortran -c -I %t/lib %S/Inputs/narrow.f90
! RUN: cd %t/pu/gf && gfortran -c -I %t/lib -I . %S/Inputs/plainuser.f90
! RUN: cd %t/pu && %acc2c --emit=source -I %t/lib -J %t/pu %S/Inputs/narrow.f90 -o narrow.f90
! RUN: cd %t/pu && %acc2c --emit=source -I %t/lib -I %t/pu/gf -J %t/pu %S/Inputs/use-plainuser.f90 -o up.f90 2>&1 | count 0
!
! A file is checked against the part of a converted module it can name
! (docs/foreign-modules.md, "Only what a file names"): narrow.f90 gets
! `grid` and `nmax`, not the generic `fill`. rexport.f90 re-exports all of
! mylib, so the whole conversion is compiled with it (read from its module
! file, it would have to match every checksum recorded for mylib:
! rexport-narrow.f90 also reads narrow's, written with a selection). This
! file uses both modules: its selection has what it names and what their
! module files name (`scale` and `calls`, which rexport re-exports and this
! file does not name), and module files written with another selection of
! mylib still fit it. No module file of mylib is written among the
! project's.

! NARROW: module mylib
! NARROW-DAG: integer(4), parameter :: nmax = 8
! NARROW-DAG: type :: grid
! NARROW-NOT: interface fill
! NARROW-NOT: scale
! NARROW: end module mylib

! MODS: .acc2c-mod
! MODS-NEXT: narrow.mod
! MODS-NEXT: rexport.mod
! CHECK: use rexport
! CHECK: use narrow
program p
  use rexport
  use narrow
  implicit none
  type(grid) :: g
  real(8) :: a(nmax)
  integer :: i
  call make(g)
  call fill(a, 1d0)
  call twice(a)
  !$acc parallel loop copy(a)
  do i = 1, nmax
    a(i) = a(i) * 2
  end do
  print *, sum(a)
end program
