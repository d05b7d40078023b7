! enter data / exit data and the dynamic reference counter (OpenACC 3.3
! 2.6.6, 2.6.7, 2.7.8, 2.7.11): three enter data copyin count 3; one exit
! data copyout only decrements, so nothing is copied and a stays present;
! finalize sets the count to 0 and copies out. delete with finalize
! discards the device values.
! (gfortran's shared-memory host fallback shows the doubled values at once,
! zeros on the last line and present=T throughout.)
program enter_exit_finalize
  use openacc
  implicit none
  real :: a(4)
  integer :: i
  a = [1., 2., 3., 4.]
  !$acc enter data copyin(a)
  !$acc enter data copyin(a)
  !$acc enter data copyin(a)
  !$acc parallel loop present(a)
  do i = 1, 4
    a(i) = a(i) * 2
  end do
  !$acc exit data copyout(a)
  print '(a,4f5.1,a,l1)', 'after one exit data:  a =', a, '  present=', acc_is_present(a)
  !$acc exit data copyout(a) finalize
  print '(a,4f5.1,a,l1)', 'after finalize:       a =', a, '  present=', acc_is_present(a)
  !$acc enter data copyin(a)
  !$acc enter data copyin(a)
  !$acc parallel loop present(a)
  do i = 1, 4
    a(i) = 0
  end do
  !$acc exit data delete(a) finalize
  print '(a,4f5.1,a,l1)', 'after delete finalize: a =', a, '  present=', acc_is_present(a)
end program
