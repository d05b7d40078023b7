! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! OpenMP clauses whose argument is a keyword (defaultmap, device_type) are
! kept on the directive with the argument as written.

! CHECK-LABEL: func @values
subroutine values(u)
  real :: u
  !$omp target defaultmap(firstprivate:scalar)
  ! CHECK: omp.target dataOperands(%{{[0-9]+}}) defaultmap(firstprivate:scalar) {
  u = 1.0
  !$omp end target
end subroutine

! CHECK-LABEL: func @dev_only
integer function dev_only()
  !$omp declare target enter(dev_only) device_type(nohost)
  ! CHECK: omp.declare_target device_type(nohost) @dev_only
  dev_only = 1
end function
