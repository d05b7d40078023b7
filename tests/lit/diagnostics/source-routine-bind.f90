! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
! RUN: %acc2c --emit=source %s -D NVIDIA_ONLY -o %t.f90
!
! routine bind(name) (OpenACC 3.3 2.15.1) says which procedure a region calls
! on the device; the Fortran rewriter calls the procedure itself, so a bind
! that applies to the translation's device type (host) is an error, and no
! output is written. A bind for another device type does not apply.
subroutine s(x)
#ifdef NVIDIA_ONLY
  !$acc routine seq device_type(nvidia) bind(t)
#else
! CHECK: {{.*}}source-routine-bind.f90:[[#@LINE+1]]:21: error: routine bind(...) is not supported for Fortran yet: regions would call the procedure itself, not the one bind names
  !$acc routine seq bind(t)
#endif
  real :: x
  x = 1
end subroutine
