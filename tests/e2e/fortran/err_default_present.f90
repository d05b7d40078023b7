! default(present) (OpenACC 3.3 2.5.16, 2.6.2): an array in no clause is
! treated as present, so a region that uses an array nobody mapped stops
! with a present error naming it at the construct's line.
program err_default_present
  implicit none
  real :: a(4), b(4)
  integer :: i
  a = 1
  b = 0
  !$acc enter data copyin(b)
  !$acc parallel loop default(present)
  do i = 1, 4
    b(i) = a(i)
  end do
  print '(a)', 'not reached'
end program
