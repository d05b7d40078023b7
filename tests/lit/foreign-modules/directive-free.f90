! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/work
! RUN: cd %t/work && %acc2c --emit=source -J %t/work/.acc2c-mod %S/Inputs/directive-free.f90 -o %t/fields.out.f90
! RUN: diff %S/Inputs/directive-free.f90 %t/fields.out.f90
! RUN: not ls %t/work/.acc2c-mod/fields.mod
! RUN: cd %t/work && gfortran -c %S/Inputs/directive-free.f90
! RUN: cd %t/work && %acc2c --emit=source -J %t/work/.acc2c-mod -I %t/work %s -o %t/out.f90
! RUN: FileCheck %s < %t/out.f90
!
! A file that holds no OpenACC or OpenMP directive, after the preprocessor
! and its INCLUDE lines, translates to itself without a parse, so it writes
! no Flang module file (docs/foreign-modules.md, "Files without directives"): a file that uses its module
! reads the module gfortran wrote, as it reads any other compiler's.
! The directive-free module's variables and types are typed from there.

! u is an allocatable array (a descriptor), g a derived type with an
! allocatable component, attached through it:
! CHECK: {{^ *}}call acc2c_copyin(acc2c_u_addr, acc2c_u_bytes,
! CHECK: {{^ *}}call acc2c_copyin(acc2c_loc(g), acc2c_bytes(g),
! CHECK: {{^ *}}call acc2c_copyin(acc2c_g_v_addr, acc2c_g_v_bytes,
! CHECK: {{^ *}}call acc2c_region_{{[0-9]+}}(acc2c_g, acc2c_u, acc2c_u_lb(1), acc2c_u_ub(1))
program uses_fields
  use fields
  implicit none
  type(grid) :: g
  integer :: i
  call setup(g)
  !$acc parallel loop copy(u) copyin(g, g%v)
  do i = 1, g%cells
    u(i) = u(i) + g%v(i)
  end do
  print *, sum(u)
end program
