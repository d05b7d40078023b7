! Separate device memory and present_or semantics (OpenACC 3.3 2.6.7,
! 2.7.8): inside a data region that copied a in, a copyout(a) on a compute
! construct or on an inner data region finds a present, so it only counts
! and copies nothing back at its end; the enclosing copyin ends with a
! delete. The host sees the device's values only through update self.
! (gfortran's shared-memory host fallback prints 2s, then 5s twice, then
! 0s: every write is at once on the host.)
program discrete_inner_copyout_present
  implicit none
  real :: a(4)
  integer :: i
  a = 1
  !$acc data copyin(a)
  !$acc parallel loop copyout(a)
  do i = 1, 4
    a(i) = 2
  end do
  print '(a,4f5.1)', 'after parallel loop copyout(a): ', a
  !$acc data copyout(a)
  !$acc parallel loop
  do i = 1, 4
    a(i) = a(i) + 3
  end do
  !$acc end data
  print '(a,4f5.1)', 'after inner data copyout(a):    ', a
  !$acc update self(a)
  print '(a,4f5.1)', 'after update self(a):           ', a
  !$acc parallel loop
  do i = 1, 4
    a(i) = 0
  end do
  !$acc end data
  print '(a,4f5.1)', 'after outer end (copyin):       ', a
end program
