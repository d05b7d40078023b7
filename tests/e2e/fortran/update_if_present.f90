! The update directive (OpenACC 3.3 2.14.4) with if_present: data on the
! device is updated, data not on the device is skipped without an error.
! (gfortran's shared-memory host fallback already prints a = 11 21 31 41
! before the update.)
program update_if_present
  implicit none
  real :: a(4), b(4)
  integer :: i
  a = 1
  b = 1
  !$acc enter data copyin(a)
  !$acc parallel loop present(a)
  do i = 1, 4
    a(i) = a(i) + 10 * i
  end do
  print '(a,4f6.1)', 'before update: a =', a
  !$acc update self(a, b) if_present
  print '(a,4f6.1,a,4f6.1)', 'after update self: a =', a, '  b =', b
  a = 7
  b = 5
  !$acc update device(b, a) if_present
  !$acc parallel loop present(a)
  do i = 1, 4
    a(i) = a(i) * 2
  end do
  !$acc exit data copyout(a)
  print '(a,4f6.1,a,4f6.1)', 'after exit data: a =', a, '  b =', b
end program
