! Data lifetimes (OpenACC 3.3 2.6.6, 2.14.4): after exit data delete the
! array is no longer on the device, so a later update self of it is a
! runtime error naming the section.
program err_update_after_exit
  implicit none
  real :: a(6)
  integer :: i
  a = 0
  !$acc enter data copyin(a)
  !$acc parallel loop present(a)
  do i = 1, 6
    a(i) = i
  end do
  !$acc exit data delete(a)
  !$acc update self(a(2:4))
  print '(a)', 'not reached'
end program
