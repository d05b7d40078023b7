! A non-contiguous section a(1:2, 3:4) of a 10x10 array in data clauses:
! acc2c maps the span from its first element a(1,3) to its last a(2,4)
! (README: a section covers its enclosing span; the runtime reads the span
! from the section's descriptor, acc2c_bytes). The region negates the
! section on the device; copyout brings it back. Counting only the
! section's four elements (32 bytes from a(1,3)) would leave a(1,4) and
! a(2,4) off the device: they would come back unchanged.
program section_span
  implicit none
  real(8) :: a(10, 10)
  integer :: i, j
  do j = 1, 10
    do i = 1, 10
      a(i, j) = i + 10*j
    end do
  end do
  !$acc enter data copyin(a(1:2, 3:4))
  !$acc parallel loop collapse(2) present(a(1:2, 3:4))
  do j = 3, 4
    do i = 1, 2
      a(i, j) = -a(i, j)
    end do
  end do
  !$acc exit data copyout(a(1:2, 3:4))
  ! The section, negated; a(3,4) is past the span, a(10,3) inside it, unchanged.
  print '(a,4f8.1)', 'a(1:2,3:4):', a(1:2, 3:4)
  print '(a,2f8.1)', 'a(3,4), a(10,3):', a(3, 4), a(10, 3)
end program
