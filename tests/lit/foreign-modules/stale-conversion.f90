! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/g %t/f
! RUN: cp %S/Inputs/stale-x1.f90 %t/x.f90
! RUN: cd %t/g && gfortran -c %t/x.f90 %S/Inputs/stale-y.f90
! RUN: cd %t && %acc2c --emit=source -J %t/f -I %t/g %t/x.f90 -o x.out.f90
! RUN: cd %t && %acc2c --emit=source -J %t/f -I %t/g %s -o main.out.f90 2>&1 | count 0
! RUN: cat %t/f/.acc2c-mod/gfortran/sy-*/needs | FileCheck --check-prefix=NEEDS %s
! RUN: cp %S/Inputs/stale-x2.f90 %t/x.f90
! RUN: cd %t/g && gfortran -c %t/x.f90 %S/Inputs/stale-y.f90
! RUN: cd %t && %acc2c --emit=source -J %t/f -I %t/g %t/x.f90 -o x.out.f90
! RUN: cd %t && %acc2c --emit=source -J %t/f -I %t/g %s -o main.out.f90 2>&1 | count 0
!
! A conversion that uses a module acc2c translated itself records the hash
! of that module's Flang file, and is made again when the file changes: sx
! changes and is translated again, gfortran writes the same sy.mod, and the
! conversion of sy, read whole here (module re re-exports it), must not be
! the one compiled against the old sx (Flang: "File is not the right module
! file for 'sx'"; docs/foreign-modules.md, "Files without directives").
! NEEDS: sx flang-{{[0-9a-f]+}}
module re
  use sy
end module
program p
  use re
  use sx, only: t
  implicit none
  integer :: k
  type(t) :: x
  k = 0
  !$acc parallel copy(k) copyin(x)
  k = twice(x)
  !$acc end parallel
  print *, k
end program
