! The runtime API and the directives share one present table (OpenACC 3.3
! chapter 3, data and memory routines): data mapped by acc_copyin is present for a
! region's present clause and for its implicit copy; acc_update_self and
! acc_update_device move data like the update directive; acc_copyout
! ends a mapping that enter data made.
! (gfortran's shared-memory host fallback prints 2..6 on the first line
! and present T.)
program api_mixed_directives
  use openacc
  implicit none
  real :: a(5), b(3)
  integer :: i
  a = 1
  call acc_copyin(a)
  !$acc parallel loop present(a)
  do i = 1, 5
    a(i) = a(i) + i
  end do
  print '(a,5f5.1)', 'before acc_update_self: a =', a
  call acc_update_self(a)
  print '(a,5f5.1)', 'after acc_update_self:  a =', a
  !$acc parallel loop
  do i = 1, 5
    a(i) = a(i) * 2
  end do
  !$acc exit data copyout(a)
  print '(a,5f5.1,a,l1)', 'after exit data:        a =', a, '  present=', acc_is_present(a)
  b = 3
  !$acc enter data create(b)
  call acc_update_device(b)
  !$acc parallel loop present(b)
  do i = 1, 3
    b(i) = b(i) + i
  end do
  call acc_copyout(b)
  print '(a,3f5.1,a,l1)', 'after acc_copyout:      b =', b, '  present=', acc_is_present(b)
end program
