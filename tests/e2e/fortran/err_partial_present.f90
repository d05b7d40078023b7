! Partial presence (OpenACC 3.3 2.7.3 data clause errors): a(1:4) is on
! the device, the region asks for present(a(1:8)), which overlaps that
! mapping without being inside it. The program stops naming a(1:8).
program err_partial_present
  implicit none
  real :: a(8)
  integer :: i
  a = 1
  !$acc enter data copyin(a(1:4))
  !$acc parallel loop present(a(1:8))
  do i = 1, 8
    a(i) = 2
  end do
  print '(a)', 'not reached'
end program
