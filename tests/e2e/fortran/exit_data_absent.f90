! exit data on data that is not on the device is no error (OpenACC 3.3
! 2.6.6, 2.7.8 copyout, 2.7.11 delete: no action when the data is not
! present), and an exit data on data held only by a structured data region
! does not touch it: its dynamic counter is already 0 (2.6.7), so the data
! stays present and nothing is copied out until the region ends.
! (gfortran's shared-memory host fallback prints a = 2 on the second line
! and present T.)
program exit_data_absent
  use openacc
  implicit none
  real :: a(4), b(4)
  integer :: i
  a = 1
  b = 1
  !$acc exit data copyout(a) delete(b)
  !$acc exit data copyout(a) finalize
  print '(a,4f4.1,a,4f4.1)', 'absent: a =', a, '  b =', b
  !$acc data copy(a)
  !$acc parallel loop
  do i = 1, 4
    a(i) = 2
  end do
  !$acc exit data copyout(a)
  print '(a,4f4.1,a,l1)', 'in the data region after exit data: a =', a, '  present=', acc_is_present(a)
  !$acc end data
  print '(a,4f4.1,a,l1)', 'after end data: a =', a, '  present=', acc_is_present(a)
end program
