! omp_is_initial_device and omp_get_device_num called in target regions
! answer for the device that runs the region (OpenMP 5.2 18.7.5, 18.7.6):
! acc2c's device for a plain target construct, the host for one whose if
! clause is false, whether the body is outlined (the main program's) or in
! place (an internal procedure's, which cannot hold another). A use
! renaming the routine changes nothing. Outside regions the host answers.
program omp_device_queries
  use omp_lib
  implicit none
  logical :: initial(3) = .true., initial_num(3) = .true., cond
  integer :: num
  cond = .false.
  !$omp target map(tofrom: initial, initial_num)
  initial(1) = omp_is_initial_device()
  initial_num(1) = omp_get_device_num() == omp_get_initial_device()
  !$omp end target
  !$omp target if(cond) map(tofrom: initial, initial_num)
  initial(2) = omp_is_initial_device()
  num = omp_get_device_num()
  initial_num(2) = num == omp_get_initial_device()
  !$omp end target
  call in_place()
  print '(a,3l2)', 'initial device:        ', initial
  print '(a,3l2)', 'initial device number: ', initial_num
  print '(a,l2)', 'on the host:', omp_is_initial_device()
contains
  subroutine in_place()
    use omp_lib, only: on_host => omp_is_initial_device
    !$omp target map(tofrom: initial, initial_num)
    initial(3) = on_host()
    initial_num(3) = omp_get_device_num() == omp_get_initial_device()
    !$omp end target
  end subroutine
end program
