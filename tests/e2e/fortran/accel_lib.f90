! accel_lib, the module PGI's compilers gave the OpenACC runtime before
! OpenACC named it openacc, which NVIDIA's compilers still accept, with
! their extensions acc_get_memory and acc_get_free_memory: the current
! device's memory and what of it is free, in bytes, as acc_get_property
! reports them. Older GPU codes ask them this way before they allocate.
program accel_lib_use
  use accel_lib
  implicit none
  integer(8) :: total, free, free_after
  real, allocatable :: a(:)
  integer :: n
  total = acc_get_memory()
  free = acc_get_free_memory()
  print '(a,l2)', 'total memory reported:', total > 0
  print '(a,l2)', 'free within total:', free > 0 .and. free <= total
  print '(a,l2)', 'same as acc_get_property:', &
      total == acc_get_property(acc_get_device_num(acc_get_device_type()), &
                                acc_get_device_type(), acc_property_memory)
  n = 4 * 1024 * 1024
  allocate(a(n))
  a = 1
  !$acc enter data copyin(a)
  free_after = acc_get_free_memory()
  print '(a,l2)', 'less free with 16 MiB mapped:', free_after < free
  !$acc exit data delete(a)
end program
