! RUN: %acc2c --emit=source %s | FileCheck %s
!
! A compute region's body moves into a region procedure unless it refers to
! a statement label it does not define itself (labels are local to a
! scoping unit): the labels a body defines and refers to come from Flang's
! parse tree (GO TO, the FORMAT of an I/O statement however its unit and
! format are written, ERR=/END=/EOR=). (Patterns start with {{^}} or {{^ *}} so that
! they cannot match these comment lines, which are output too.)

! CHECK-LABEL: {{^}}program labels
program labels
  character(len=6) :: buf(4)
  real :: x(4)
  integer :: i, k
  x = 1
100 format(f6.2)
  ! An internal WRITE to buf(i) with the host's FORMAT 100: in place.
  !$acc parallel loop copyin(x) copyout(buf)
  ! CHECK:      {{^ *}}! !$acc parallel loop copyin(x) copyout(buf)
  ! CHECK-NOT:  {{^ *}}call acc2c_region_
  ! CHECK:      {{^}}    write (buf(i), 100) x(i)
  do i = 1, 4
    write (buf(i), 100) x(i)
  end do
  ! A GO TO a label the body defines: the body moves.
  !$acc serial copy(k)
  ! CHECK:      {{^ *}}! !$acc serial copy(k)
  ! CHECK:      {{^ *}}call acc2c_region_
  k = 1
  if (k > 0) go to 200
  k = 2
200 continue
  !$acc end serial
  ! A READ with the host's FORMAT 300 given as fmt=: in place. (ERR= or
  ! END= to a label of the host would branch out of the region, which
  ! OpenACC 3.3 2.5 forbids.)
  !$acc serial copy(k) copyin(buf)
  ! CHECK:      {{^ *}}! !$acc serial copy(k) copyin(buf)
  ! CHECK-NOT:  {{^ *}}call acc2c_region_
  ! CHECK:      {{^}}  read (buf(1), fmt=300) k
  read (buf(1), fmt=300) k
  !$acc end serial
300 format(i6)
  ! CHECK:      {{^}}contains
  ! CHECK-NEXT: {{^}}  subroutine acc2c_region_
  ! CHECK:      {{^}}200 continue
  ! CHECK-NOT:  {{^}}  subroutine acc2c_region_
end program
