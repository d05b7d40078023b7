! RUN: %acc2c --emit=source %s | FileCheck %s
!
! Where a compute region's body goes (rewriter/RegionScope.h). It becomes
! the execution part of a region procedure, acc2c_region_<directive line>,
! an internal procedure of the unit: after the unit's CONTAINS if it has
! one, else before its END after a CONTAINS of acc2c's own. Two cases keep
! the body in place, inside the region's blocks: a unit that is itself an
! internal procedure (it cannot contain procedures), and a body naming a
! statement label of its host (labels are local to a scoping unit), here a
! FORMAT. (Patterns start with {{^}} or {{^ *}} so that they cannot match
! these comment lines, which are output too.)
!
! CHECK-LABEL: {{^}}program p
! 1. The body goes after the program's own CONTAINS.
! CHECK:       {{^ *}}call acc2c_region_[[#@LINE+25]](i, a, acc2c_lb{{[0-9]+}}, acc2c_ub{{[0-9]+}}){{$}}
! CHECK-NOT:   {{^}}  do i = 1, 4
! 2. The WRITE names FORMAT 10 of the program: the body stays in place.
! CHECK:       {{^ *}}! !$acc serial
! CHECK-NOT:   {{^ *}}call acc2c_region_
! CHECK:       {{^}}# [[#@LINE+25]] "{{[^"]*}}outline.f90"
! CHECK-NEXT:  {{^}}  write (*, 10) a(1)
! CHECK:       {{^}}contains
! CHECK-NEXT:  {{^}}  subroutine acc2c_region_[[#@LINE+17]](i, a, acc2c_lb{{[0-9]+}}, acc2c_ub{{[0-9]+}}){{$}}
! CHECK:       {{^}}# [[#@LINE+17]] "{{[^"]*}}outline.f90"
! CHECK-NEXT:  {{^}}  do i = 1, 4
! CHECK-NEXT:  {{^}}    a(i) = i
! CHECK-NEXT:  {{^}}  end do
! CHECK-NEXT:  {{^}}  end subroutine acc2c_region_[[#@LINE+12]]{{$}}
! CHECK-NEXT:  {{^}}# [[#@LINE+21]] "{{[^"]*}}outline.f90"
! 3. An internal procedure: the body stays in place.
! CHECK-NEXT:  {{^}}  subroutine q()
! CHECK-NOT:   {{^ *}}call acc2c_region_
! CHECK:       {{^}}# [[#@LINE+19]] "{{[^"]*}}outline.f90"
! CHECK-NEXT:  {{^}}    a(1) = 0
! CHECK-NOT:   {{^ *}}subroutine acc2c_region_
! CHECK:       {{^}}end program
program p
  real :: a(4)
  integer :: i
  !$acc parallel loop copy(a)
  do i = 1, 4
    a(i) = i
  end do
  !$acc serial copyin(a)
  write (*, 10) a(1)
  !$acc end serial
10 format (f4.1)
  call q()
contains
  subroutine q()
    !$acc serial copy(a)
    a(1) = 0
    !$acc end serial
  end subroutine
end program
