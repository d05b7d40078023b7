! RUN: %acc2c --emit=source %s | FileCheck %s
!
! device_type (OpenACC 3.3 2.4): the translation runs regions on host
! threads, so the clauses after device_type(host) (or multicore) apply and
! replace the same clauses written before any device_type; those of other
! device types do not; device_type(*) applies when no group names the host.
! Here the host's collapse(2) wins over the default collapse(1) and NVIDIA's
! seq; in the second region only device_type(*)'s seq applies: no OpenMP
! loop, and NVIDIA's async(1) leaves the region synchronous.
! CHECK-LABEL: {{^}}subroutine s(a, n)
! CHECK:       {{^}}!$omp parallel do
! CHECK-SAME:  {{ collapse\(2\)$}}
! CHECK:       {{^ *}}subroutine acc2c_region_[[#@LINE+13]](
! CHECK-NOT:   {{^ *}}!$omp
! CHECK:       {{^ *}}end subroutine acc2c_region_[[#@LINE+11]]
subroutine s(a, n)
  integer :: n, i, j
  real :: a(n, n)
  !$acc parallel loop copy(a) collapse(1) device_type(nvidia) seq &
  !$acc& device_type(host) collapse(2)
  do j = 1, n
    do i = 1, n
      a(i, j) = a(i, j) + 1
    end do
  end do
  !$acc parallel loop copy(a) device_type(nvidia) async(1) device_type(*) seq
  do j = 1, n
    a(1, j) = j
  end do
end subroutine
