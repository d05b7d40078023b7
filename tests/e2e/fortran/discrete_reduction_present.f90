! Separate device memory and reductions: a reduction variable in no data
! clause is treated as copy (OpenACC 3.3 2.6.2), and copy of data that is
! already present only counts. So when s is on the device (enter data),
! the reduction's result is stored in the device's s and the host keeps
! its value until update self.
! (gfortran's shared-memory host fallback prints 115 on both lines.)
program discrete_reduction_present
  implicit none
  integer :: v(5), s, i
  v = [1, 2, 3, 4, 5]
  s = 100
  !$acc enter data copyin(s)
  !$acc parallel loop copyin(v) reduction(+:s)
  do i = 1, 5
    s = s + v(i)
  end do
  print '(a,i0)', 'host s after the loop: ', s
  !$acc update self(s)
  print '(a,i0)', 'after update self:     ', s
  !$acc exit data delete(s)
end program
