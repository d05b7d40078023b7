! RUN: %acc2c --emit=source %s | FileCheck %s
!
! omp_is_initial_device() and omp_get_device_num() in procedures a target
! region calls answer for the device that runs the call (OpenMP 5.2
! 18.7.5, 18.7.6; DeviceQuery.h): the procedure's calls become the runtime's
! answers for the thread, acc2c_thread_is_initial() and
! acc2c_thread_device_num(), which read acc2c_device_thread, set by a
! region that calls procedures where it runs on the device (not under
! if(.false.)) and copied into its loop's threads. A region's own calls:
! e2e omp_device_queries. (Patterns start with {{^}} or {{^ *}} so that
! they cannot match these comment lines, which are output too.)

! CHECK-LABEL: {{^ *}}logical function on_host()
! CHECK-NEXT:  {{^ *}}use acc2c_runtime
! CHECK:       {{^ *}}on_host = acc2c_thread_is_initial(){{$}}
! CHECK-LABEL: {{^ *}}integer function device_here()
! CHECK:       {{^ *}}device_here = acc2c_thread_device_num(){{$}}
! CHECK-LABEL: {{^}}program dq
! CHECK:       {{^ *}}acc2c_device_thread = .true.
! CHECK-NEXT:  {{^}}!$omp parallel copyin(acc2c_device_thread){{$}}
! CHECK:       {{^ *}}acc2c_device_thread = .false.
! On the host the program's own calls stay.
! CHECK:       {{^ *}}print '(a, l2, i2)', 'on the host:  ', on_host(), device_here()
! CHECK:       {{^ *}}acc2c_device_thread = acc2c_on_device /= acc2c_region_host
! CHECK:       {{^ *}}acc2c_device_thread = .false.
! CHECK:       {{^}}!$omp do private(i){{$}}
! CHECK-NOT:   {{^ *}}h(i) = acc2c_thread

module where_m
  use omp_lib
  implicit none
contains
  logical function on_host()
    !$omp declare target
    on_host = omp_is_initial_device()
  end function
  integer function device_here()
    !$omp declare target
    device_here = omp_get_device_num()
  end function
end module

program dq
  use where_m
  implicit none
  logical :: h(4)
  integer :: d(4), i
  !$omp target teams distribute parallel do map(from: h, d)
  do i = 1, 4
    h(i) = on_host()
    d(i) = device_here()
  end do
  print '(a, l2, i2)', 'on the host:  ', on_host(), device_here()
  !$omp target if(.false.) map(from: h, d)
  h(1) = on_host()
  d(1) = device_here()
  !$omp end target
end program
