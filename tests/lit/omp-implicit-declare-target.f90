! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! OpenMP 5.2 5.8.9: "If a variable appears in an enter or link clause on a
! declare target directive that does not have a device_type clause with
! the nohost device-type-description then it is treated as if it had
! appeared in a map clause with a map-type of tofrom." For a link variable
! this map is what makes it present in the region.

module dt_vars
  real :: y(10), z(10)
  !$omp declare target enter(y)
  !$omp declare target link(z)
end module

! CHECK-LABEL: func @uses_declared
subroutine uses_declared()
  use dt_vars
  !$omp target
  ! CHECK-DAG:  omp.copyin varPtr(%y : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "y"}
  ! CHECK-DAG:  omp.copyin varPtr(%z : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_map>, implicit = true, map_type = tofrom, name = "z"}
  ! CHECK:      omp.target dataOperands(
  y(1) = z(1)
  !$omp end target
end subroutine
