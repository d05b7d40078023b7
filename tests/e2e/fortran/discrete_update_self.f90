! Separate device memory: a region's results reach the host only through
! update self (OpenACC 3.3 2.14.4), section by section, or through the
! copyout of an exit data; delete then leaves the host untouched.
! (gfortran's shared-memory host fallback prints the squares from the first
! line on, and their negatives on the last.)
program discrete_update_self
  implicit none
  integer :: a(5), i
  a = 0
  !$acc enter data copyin(a)
  !$acc parallel loop present(a)
  do i = 1, 5
    a(i) = i * i
  end do
  print '(a,5i4)', 'before update self:  ', a
  !$acc update self(a(2:3))
  print '(a,5i4)', 'update self(a(2:3)): ', a
  !$acc update self(a)
  print '(a,5i4)', 'update self(a):      ', a
  !$acc parallel loop present(a)
  do i = 1, 5
    a(i) = -a(i)
  end do
  !$acc exit data delete(a)
  print '(a,5i4)', 'after delete:        ', a
end program
