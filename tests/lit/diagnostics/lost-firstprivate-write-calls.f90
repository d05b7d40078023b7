! RUN: %acc2c --emit=graph %s -o %t.graph 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
!
! An actual argument that the called procedure's explicit interface takes
! as INTENT(IN) or VALUE stays as it was: passing an implicitly firstprivate
! scalar that way writes nothing, and the host may read it after the region
! (ECMWF's CLOUDSC passes NPROMA so). An INTENT(INOUT) dummy, matched by
! position or by keyword, may write it.
module kernels_m
contains
  subroutine column(n, m, k, a)
    !$acc routine seq
    integer, intent(in) :: n
    integer, value :: m
    integer, intent(inout) :: k
    real :: a(n)
    a(1) = m
    k = k + 1
  end subroutine
end module

subroutine s(a, n)
  use kernels_m
  integer :: n, m, k, i
  real :: a(n)
  m = 2
  k = 0
  ! CHECK: lost-firstprivate-write-calls.f90:[[#@LINE+7]]:23: warning: 'k' is implicitly firstprivate in this 'parallel loop'
  ! CHECK-NEXT: {{^}}    call column(n, m, k, a)
  ! CHECK: lost-firstprivate-write-calls.f90:[[#@LINE+7]]:18: note: the host reads 'k' here
  ! CHECK: lost-firstprivate-write-calls.f90:[[#@LINE+10]]:24: warning: 'k' is implicitly firstprivate in this 'parallel loop'
  ! CHECK: lost-firstprivate-write-calls.f90:[[#@LINE+11]]:18: note: the host reads 'k' here
  !$acc parallel loop copy(a)
  do i = 1, n
    call column(n, m, k, a)
  end do
  print *, n, m, k
  ! By keyword: m goes to the INTENT(IN) n, n to the VALUE m.
  !$acc parallel loop copy(a)
  do i = 1, n
    call column(a=a, k=k, n=m, m=n)
  end do
  print *, n, m, k
end subroutine
