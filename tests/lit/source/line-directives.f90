! RUN: %acc2c --emit=source %s -o %t.f90
! RUN: FileCheck %s < %t.f90
! RUN: %acc2c --emit=json %s | FileCheck --check-prefix=JSON %s
!
! A build that preprocesses first (`$(FC) -E -cpp x.F90 > x_cpp.f90`, then
! compiles x_cpp.f90: POT3D's Makefile) hands acc2c a file whose line
! directives name the original file and its lines. Flang reports positions
! in those terms, which is what messages and the runtime's source records
! show; the rewriter finds each directive where its text is, in this file.
# 1 "orig.F90"
program p
  implicit none
  real :: a(4)
  integer :: i
  a = 1
# 40 "orig.F90"
  !$acc parallel loop copy(a)
  do i = 1, 4
    a(i) = a(i) * 2
  end do
  print *, a
end program

! CHECK:      {{^}}  ! !$acc parallel loop copy(a)
! CHECK:      "a" // acc2c_nul // "orig.F90" // acc2c_nul // "40"
! CHECK:      call acc2c_region_{{[0-9]+}}(
! JSON:      "kind": "compute",
! JSON-NEXT: "line": 40,
