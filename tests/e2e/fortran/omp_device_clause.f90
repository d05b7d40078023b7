! The device clause of a target construct (OpenMP 5.2 13.2, 13.8): on the
! default device (0) a map(to:) item the region writes is not copied back;
! with device(omp_get_initial_device()) the region runs on the host, the
! initial device, with the host's data, so the write is seen; the same
! for target enter data, whose map does nothing there. The OpenMP routines
! gfortran's omp_lib declares without bind(C) give the shim's answers.
program omp_device_clause
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_loc
  implicit none
  integer :: a(1)
  integer, target :: b(1)
  a = 1
  b = 7
  !$omp target map(to: a)
  a(1) = 100
  !$omp end target
  print '(a, i0)', 'device 0: a = ', a(1)
  !$omp target device(omp_get_initial_device()) map(to: a)
  a(1) = 200
  !$omp end target
  print '(a, i0)', 'initial device: a = ', a(1)
  !$omp target enter data map(to: b) device(omp_get_initial_device())
  print '(a, l1)', 'b present on device 0: ', omp_target_is_present(c_loc(b), 0) /= 0
  print '(a, i0, a, i0, a, l1)', 'devices = ', omp_get_num_devices(), &
    '  initial = ', omp_get_initial_device(), '  host is initial: ', omp_is_initial_device()
end program
