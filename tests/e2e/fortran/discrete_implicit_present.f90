! Separate device memory and implicit data (OpenACC 3.3 2.6.2): an array in
! no clause is treated as copy, which for data already present (enter data)
! only counts: the region works on the device copy, which holds the values
! copied in before the host overwrote them, and copies nothing back. The
! host sees the results at exit data copyout.
! (gfortran's shared-memory host fallback prints 10 10 10 10 on both lines.)
program discrete_implicit_present
  implicit none
  integer :: a(4), i
  a = [1, 2, 3, 4]
  !$acc enter data copyin(a)
  a = 0
  !$acc parallel loop
  do i = 1, 4
    a(i) = a(i) + 10
  end do
  print '(a,4i4)', 'after the region:   a =', a
  !$acc exit data copyout(a)
  print '(a,4i4)', 'after exit copyout: a =', a
end program
