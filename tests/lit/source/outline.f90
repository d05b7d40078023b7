! RUN: %acc2c --emit=source %s | FileCheck %s
!
! Where a compute region's body goes (rewriter/RegionScope.h). It becomes
! the execution part of a region procedure, acc2c_region_<directive line>,
! an internal procedure of the unit: after the unit's CONTAINS if it has
! one, else before its END after a CONTAINS of acc2c's own. The region's
! BLOCK calls it with the region's values; a loop variable is a local of
! the procedure, not an argument. Two cases keep the body in place, inside
! a second BLOCK that re-declares the variables: a unit that is itself an
! internal procedure (it cannot contain procedures), and a body naming a
! statement label of its host (labels are local to a scoping unit), here a
! FORMAT. (Patterns start with {{^}} or {{^ *}} so that they cannot match
! these comment lines, which are output too.)

! CHECK-LABEL: {{^}}program p
program p
  real :: a(4)
  integer :: i
  !$acc parallel loop copy(a)
  ! 1. The body goes after the program's own CONTAINS.
  ! CHECK:      {{^}}# [[#LOOP:@LINE-2]] "{{[^"]*}}outline.f90"
  ! CHECK-NEXT: {{^ *}}! !$acc parallel loop copy(a)
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK:      {{^ *}}call acc2c_region_[[#LOOP]](acc2c_a, lbound(a, 1), ubound(a, 1)){{$}}
  ! CHECK-NEXT: {{^}}!$omp end parallel{{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_region_end(acc2c_region)
  ! CHECK-NOT:  {{^}}  do i = 1, 4
  do i = 1, 4
    a(i) = i
  end do
  !$acc serial copyin(a)
  ! 2. The WRITE names FORMAT 10 of the program: the body stays in place.
  ! CHECK:      {{^}}# [[#SERIAL:@LINE-2]] "{{[^"]*}}outline.f90"
  ! CHECK-NEXT: {{^ *}}! !$acc serial copyin(a)
  ! CHECK-NOT:  {{^ *}}call acc2c_region_
  ! CHECK:      {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "serial" //
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK-NEXT: {{^ *}}real(4), pointer, contiguous :: a(:){{$}}
  ! CHECK-NEXT: {{^ *}}a => acc2c_a{{$}}
  ! CHECK-NEXT: {{^}}# [[#SERIAL+1]] "{{[^"]*}}outline.f90"
  ! CHECK:      {{^}}  write (*, 10) a(1)
  ! CHECK-NEXT: {{^ *}}! !$acc end serial
  ! CHECK-NEXT: {{^ *}}end block
  ! CHECK-NEXT: {{^ *}}call acc2c_region_end(acc2c_region)
  write (*, 10) a(1)
  !$acc end serial
10 format (f4.1)
  call q()
  ! The region procedure of 1, first after CONTAINS; i is its own.
  ! CHECK:      {{^}}contains
  ! CHECK-NEXT: {{^ *}}subroutine acc2c_region_[[#LOOP]](a, acc2c_a_lb1, acc2c_a_ub1){{$}}
  ! CHECK-DAG:  {{^ *}}integer, value :: acc2c_a_lb1, acc2c_a_ub1{{$}}
  ! CHECK-DAG:  {{^ *}}real(4) :: a(acc2c_a_lb1:acc2c_a_ub1){{$}}
  ! CHECK-DAG:  {{^ *}}integer(4) :: i{{$}}
  ! Its first line is the DO: the comments between directive and loop stay.
  ! CHECK:      {{^}}# [[#LOOP+9]] "{{[^"]*}}outline.f90"
  ! CHECK-NEXT: {{^}}  do i = 1, 4
  ! CHECK-NEXT: {{^}}    a(i) = i
  ! CHECK-NEXT: {{^}}  end do
  ! CHECK-NEXT: {{^ *}}end subroutine acc2c_region_[[#LOOP]]{{$}}
  ! CHECK-NEXT: {{^}}# [[#@LINE+3]] "{{[^"]*}}outline.f90"
  ! CHECK-NEXT: {{^}}  subroutine q()
contains
  subroutine q()
    !$acc serial copy(a)
    ! 3. An internal procedure: the body stays in place.
    ! CHECK:      {{^}}# [[#INNER:@LINE-2]] "{{[^"]*}}outline.f90"
    ! CHECK-NEXT: {{^ *}}! !$acc serial copy(a)
    ! CHECK-NOT:  {{^ *}}call acc2c_region_
    ! CHECK:      {{^ *}}a => acc2c_a{{$}}
    ! CHECK-NEXT: {{^}}# [[#INNER+1]] "{{[^"]*}}outline.f90"
    ! CHECK:      {{^}}    a(1) = 0
    ! CHECK-NEXT: {{^ *}}! !$acc end serial
    ! CHECK-NEXT: {{^ *}}end block
    ! CHECK-NEXT: {{^ *}}call acc2c_region_end(acc2c_region)
    a(1) = 0
    !$acc end serial
  end subroutine
  ! No region procedure for 2 or 3, no second CONTAINS.
  ! CHECK-NOT:  {{^ *}}subroutine acc2c_region_
  ! CHECK-NOT:  {{^ *}}contains
  ! CHECK:      {{^}}end program
end program
