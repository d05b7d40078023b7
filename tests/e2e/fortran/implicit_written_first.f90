! Data a region sets whole before reading it is only copied out (rule
! written-first, docs/differences-from-flang.md D29): its host value never
! reaches the device. Data set only in part, under a condition or after a
! read keeps its copy: were any of these copied out only, the parts the
! region does not set would come back as the device's uninitialised bytes
! (the host backend fills fresh device memory with 0xFF: NaN, -1).
program implicit_written_first
  implicit none
  integer, parameter :: n = 8
  real(8) :: a(n), whole(n), part(n), s, cond, later
  integer :: i, k
  do i = 1, n
    a(i) = i
  end do
  whole = -5
  part = -5
  s = -5
  cond = -5
  later = -5
  k = 3
  !$acc kernels copyin(a)
  s = 0
  whole = 1
  do i = 1, n
    s = s + a(i)
    whole(i) = whole(i) + a(i)
  end do
  do i = 1, n, 2
    part(i) = a(i)
  end do
  if (k > 5) cond = 1
  later = later + s
  !$acc end kernels
  print '(a, f6.1)', 's', s
  print '(a, 8f6.1)', 'whole', whole
  print '(a, 8f6.1)', 'part', part
  print '(a, 2f6.1)', 'cond later', cond, later
end program implicit_written_first
