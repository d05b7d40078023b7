! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "Allocatable members a region reads through": a
! member read through a root the region makes private has no device copy
! to be attached in, so it gets no implicit op (acc-implicit-referenced-member.f90
! has the cases that do).

module grid_types_private
  type grid
    real, allocatable :: x(:)
  end type
end module

! CHECK-LABEL: func @private_root
subroutine private_root(g, y)
  use grid_types_private
  type(grid) :: g
  real :: y
  ! A private root has no device copy to attach in: no member op.
  !$acc serial private(g) copyout(y)
  y = g%x(1)
  !$acc end serial
  ! CHECK-NOT:  name = "g%x"
  ! CHECK:      acc.serial
  ! CHECK-NOT:  name = "g%x"
  ! CHECK:      {{^}}}
end subroutine

