! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t/work
! RUN: cd %t/work && gfortran -fopenmp -c %S/Inputs/omp-reexport.f90
! RUN: cd %t/work && %acc2c --emit=source -J %t/work/.acc2c-mod -I %t/work %s -o %t/out.f90
! RUN: FileCheck %s < %t/out.f90
! RUN: cat %t/work/.acc2c-mod/gfortran/timers-*/timers.f90 | FileCheck --check-prefix=IFACE %s
!
! A gfortran module that re-exports omp_lib converts with what Flang's
! omp_lib has (docs/foreign-modules.md, "What is converted"): the names
! gfortran keeps in omp_lib_kinds come from Flang's omp_lib, which declares
! them (omp_atk_alignment, below); gfortran's own specific names of the generics
! (omp_set_num_threads_8...) are not re-exported, since Flang's omp_lib does
! not have them (the conversion stopped with "not found in module" before).
! IFACE: use omp_lib, only:
! IFACE-NOT: _8
! IFACE: end module timers
!
! The program uses omp_lib's entities through the module.
! CHECK: {{^}}  t0 = now()
! CHECK: {{^}}  call omp_set_num_threads(2)
program uses_timers
  use timers
  implicit none
  real(8) :: t0, x(100)
  integer :: i
  t0 = now()
  call omp_set_num_threads(2)
  !$acc parallel loop copyout(x)
  do i = 1, 100
    x(i) = i
  end do
  print *, sum(x), omp_get_max_threads(), omp_atk_alignment > 0, now() >= t0
end program
