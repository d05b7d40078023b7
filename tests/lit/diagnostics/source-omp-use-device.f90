! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! use_device_ptr and use_device_addr on OpenMP target data (5.2 5.4.10,
! 5.4.11) give the body device addresses. The Fortran rewriter does so for
! arrays and intrinsic scalars on a construct without an if clause
! (source/omp-target-data-use-device.f90); for a type(c_ptr), whose value
! would have to change, and under an if clause it says so rather than let
! the body see host addresses.
program p
  use iso_c_binding
  real, target :: a(8)
  type(c_ptr) :: cp
  logical :: flag
  cp = c_loc(a)
  flag = .true.
! CHECK: {{.*}}source-omp-use-device.f90:[[#@LINE+1]]:51: error: 'use_device_ptr(cp)' on target data is translated for Fortran only for an array or a scalar of intrinsic type, on a construct without an if clause
  !$omp target data map(tofrom: a) use_device_ptr(cp)
  !$omp end target data
! CHECK: {{.*}}source-omp-use-device.f90:[[#@LINE+1]]:61: error: 'use_device_addr(a)' on target data is translated for Fortran only
  !$omp target data map(tofrom: a) if(flag) use_device_addr(a)
  !$omp end target data
end program
