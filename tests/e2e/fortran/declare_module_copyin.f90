! declare copyin in a module (OpenACC 3.3 2.13, 2.13.3): the module array
! table is copied to the device with its initial values, before any region
! of the program runs. Later host changes are not seen on the device until
! update device.
! (gfortran's shared-memory host fallback prints the doubled values on the
! second line too.)
module declare_module_copyin_data
  implicit none
  real :: table(4) = [1.5, 2.5, 3.5, 4.5]
  !$acc declare copyin(table)
end module

program declare_module_copyin
  use declare_module_copyin_data
  implicit none
  real :: r(4)
  integer :: i
  !$acc parallel loop copyout(r)
  do i = 1, 4
    r(i) = table(i)
  end do
  print '(a,4f6.1)', 'initial values on the device:     ', r
  table = table * 2
  !$acc parallel loop copyout(r)
  do i = 1, 4
    r(i) = table(i)
  end do
  print '(a,4f6.1)', 'after a host change, no update:   ', r
  !$acc update device(table)
  !$acc parallel loop copyout(r)
  do i = 1, 4
    r(i) = table(i)
  end do
  print '(a,4f6.1)', 'after update device:              ', r
end program
