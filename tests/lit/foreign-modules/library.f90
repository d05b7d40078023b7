! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/lib %t/work
! RUN: cd %t/lib && gfortran -c %S/Inputs/mylib.f90
! RUN: cd %t/work && %acc2c --emit=source -I %t/lib %s -o %t/out.f90 2>&1 | count 0
! RUN: FileCheck %s < %t/out.f90
! RUN: ls %t/work/.acc2c-mod/gfortran | FileCheck --check-prefix=CACHE %s
! The second translation reads the cache: nothing new is written.
! RUN: cd %t/work && %acc2c --emit=source -I %t/lib %s -o %t/out2.f90
! RUN: cmp %t/out.f90 %t/out2.f90
! RUN: ls %t/work/.acc2c-mod/gfortran | count 1
!
! A module that gfortran compiled (its .mod is gzip'd and gfortran's own)
! is converted for Flang's semantics into .acc2c-mod/gfortran/<name>-<hash>;
! the translation still uses the original module, for gfortran.

! CACHE: mylib-{{[0-9a-f]+}}
! CHECK: use mylib
program p
  use mylib
  implicit none
  type(grid) :: g
  real(8) :: a(nmax)
  integer :: i
  g%n = nmax
  call fill(g, scale)
  call fill(a, 1d0)
  ! CHECK: acc2c_rt
  !$acc parallel loop copy(a)
  do i = 1, nmax
    a(i) = a(i) * scale
  end do
  print *, calls, sum(a)
end program
