! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! use_device_ptr and use_device_addr on OpenMP target data (5.2 5.4.10,
! 5.4.11) give the body device addresses; the Fortran rewriter does not do
! that yet, and says so rather than let the body see host addresses.
program p
  use iso_c_binding
  real, target :: a(8)
  type(c_ptr) :: cp
  cp = c_loc(a)
! CHECK: {{.*}}source-omp-use-device.f90:[[#@LINE+1]]:51: error: 'use_device_ptr' on target data is not translated for Fortran yet (the body would see host addresses)
  !$omp target data map(tofrom: a) use_device_ptr(cp)
  !$omp end target data
! CHECK: {{.*}}source-omp-use-device.f90:[[#@LINE+1]]:52: error: 'use_device_addr' on target data is not translated for Fortran yet
  !$omp target data map(tofrom: a) use_device_addr(a)
  !$omp end target data
end program
