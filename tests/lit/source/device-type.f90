! RUN: %acc2c --emit=source %s | FileCheck %s
! RUN: %acc2c --emit=source %s | FileCheck %s --check-prefix=HOST
!
! device_type (OpenACC 3.3 2.4): the translation runs regions on host
! threads, so the clauses after device_type(host) (or multicore) apply and
! replace the same clauses written before any device_type; those of other
! device types do not; device_type(*) applies when no group names the host.
! Each region procedure, acc2c_region_<directive line> after the CONTAINS,
! is checked next to its directive (its label, then its number); HOST
! checks the calls that stay in place of the construct. (Patterns
! start with {{^}} or {{^ *}}, so that they cannot match these comment
! lines, which are output too.)
! CHECK-LABEL: {{^}}subroutine s(a, n)
subroutine s(a, n)
  integer :: n, i, j, k
  real :: a(n, n)
  ! The host's collapse(3) wins over the default collapse(1) and NVIDIA's
  ! seq: the threads share its outer two loops.
  ! CHECK-LABEL: {{^ *}}subroutine acc2c_region_
  ! CHECK-SAME:  {{^}}[[#@LINE+3]](
  ! CHECK:       {{^}}!$omp do
  ! CHECK-SAME:  {{ collapse\(2\)$}}
  !$acc parallel loop copy(a) collapse(1) device_type(nvidia) seq &
  !$acc& device_type(host) collapse(3)
  do k = 1, 2
    do j = 1, n
      do i = 1, n
        a(i, j) = a(i, j) + k
      end do
    end do
  end do
  ! Only device_type(*)'s seq applies: no OpenMP loop, and NVIDIA's async(1)
  ! leaves the region synchronous.
  ! CHECK-LABEL: {{^ *}}subroutine acc2c_region_
  ! CHECK-SAME:  {{^}}[[#SEQ:@LINE+2]](
  ! HOST:        {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "parallel loop" // acc2c_file // "[[#@LINE+1]]")
  !$acc parallel loop copy(a) device_type(nvidia) async(1) device_type(*) seq
  do j = 1, n
    a(1, j) = j
  end do
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^ *}}end subroutine acc2c_region_[[#SEQ]]
end subroutine
