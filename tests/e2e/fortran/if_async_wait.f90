! enter data if(.false.) does nothing; async copies complete by the wait;
! exit data finalize removes data whatever its dynamic count.
program if_async_wait
  use openacc
  implicit none
  real :: a(100), b(3)
  logical :: cond
  a = 1
  b = [1., 2., 3.]
  cond = .false.
  !$acc enter data copyin(a) if(cond)
  print '(a,l1)', 'after enter data if(.false.): present=', acc_is_present(a)
  !$acc enter data copyin(a, b) async(3)
  !$acc enter data copyin(b)
  !$acc wait(3)
  b = 0
  !$acc update self(b(2:3)) async(acc_async_noval)
  !$acc wait
  print '(3f4.1)', b
  !$acc exit data delete(a, b) finalize
  print '(a,l1)', 'after exit data finalize: present=', acc_is_present(b)
end program
