! Array sections in data clauses (OpenACC 3.3 2.7.1): a region that only
! touches a(2:5) and b(3:6) maps only those sections, a column section
! m(:, 2:3) of a 2-D array, and a data region on a(3:8) from which update
! self brings back a(4:5) only.
! (gfortran's shared-memory host fallback prints a(4:5) = -1 -1 on the last
! line: its update self has nothing to copy.)
program section_clauses
  implicit none
  real :: a(10), b(10), m(4, 5)
  integer :: i, j
  a = [(real(i), i = 1, 10)]
  b = 0
  m = 0
  !$acc parallel loop copyin(a(2:5)) copy(b(3:6))
  do i = 2, 5
    b(i + 1) = a(i) * 2
  end do
  print '(a,10f5.1)', 'b =', b
  !$acc parallel loop collapse(2) copy(m(:, 2:3))
  do j = 2, 3
    do i = 1, 4
      m(i, j) = i + 10 * j
    end do
  end do
  print '(a,f6.1,a,f5.1,a,f4.1)', 'sum(m)=', sum(m), ' m(4,3)=', m(4, 3), ' m(1,4)=', m(1, 4)
  !$acc data copyin(a(3:8))
  a(3:8) = -1
  !$acc update self(a(4:5))
  !$acc end data
  print '(a,10f5.1)', 'a =', a
end program
