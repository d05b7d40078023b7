! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 7.8 declare target (docs/data-operations.md, "OpenMP declare
! target"): a variable in enter (or its deprecated spelling to) gets a device
! copy for the whole program (a copyin on the dynamic side of the model); a
! variable in link is mapped on demand (declare_link). A procedure named in
! it, or the procedure that contains a bare `declare target`, is compiled
! for the device and moves no data. device_type is recognised.

module dt_mod
  real :: x(10), y(10), z(10)
  !$omp declare target to(x)
  ! CHECK-LABEL: func @dt_mod
  ! CHECK:      %[[X:[0-9]+]] = omp.copyin varPtr(%x : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_to>, name = "x", structured = false}
  ! CHECK-NEXT: omp.declare_target dataOperands(%[[X]])
  !$omp declare target enter(y)
  ! CHECK:      %[[Y:[0-9]+]] = omp.copyin varPtr(%y : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_enter>, name = "y", structured = false}
  ! CHECK-NEXT: omp.declare_target dataOperands(%[[Y]])
  !$omp declare target link(z)
  ! CHECK:      %[[Z:[0-9]+]] = omp.declare_link varPtr(%z : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_link>, name = "z", structured = false}
  ! CHECK-NEXT: omp.declare_target dataOperands(%[[Z]])
  ! Nothing undoes them.
  ! CHECK-NOT:  accPtr
end module

! CHECK-LABEL: func @device_fn
integer function device_fn()
  !$omp declare target
  ! CHECK-NEXT: omp.declare_target @device_fn
  device_fn = 1
end function

! CHECK-LABEL: func @named_fn
integer function named_fn()
  !$omp declare target enter(named_fn) device_type(nohost)
  ! (The printed device_type text is checked in omp-clause-values.f90.)
  ! CHECK-NEXT: omp.declare_target device_type({{.*}}) @named_fn
  named_fn = 2
end function
! CHECK-NOT: = omp.
