! An internal WRITE in a compute region that uses a FORMAT statement of
! the host (label 100): statement labels are local to a scoping unit, so
! the body cannot move into a procedure of its own and runs in place. The
! loop writes each x(i) with f6.2 into buf(i) on the device; copyout(buf)
! brings the four strings back.
program region_host_format_label
  implicit none
  character(len=6) :: buf(4)
  real :: x(4)
  integer :: i
  x = [1.5, 2.25, 3.0, 4.75]
100 format(f6.2)
  !$acc parallel loop copyin(x) copyout(buf)
  do i = 1, 4
    write (buf(i), 100) x(i)
  end do
  print '(4(a,"|"))', buf
end program
