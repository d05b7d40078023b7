! Arrays with non-default lower bounds in data clauses and regions
! (OpenACC 3.3 2.7.1): a(0:5), b(-2:2), c(3:4,-1:1), and a section
! b(-1:1) of an array whose lower bound is -2.
program lbound_nondefault
  implicit none
  real :: a(0:5), b(-2:2)
  integer :: c(3:4, -1:1), i, j
  a = [(real(i), i = 0, 5)]
  b = 0
  !$acc parallel loop copyin(a) copyout(b)
  do i = -2, 2
    b(i) = i * i + a(i + 2)
  end do
  !$acc parallel loop copy(a)
  do i = 0, 5
    a(i) = a(i) * 2 + i
  end do
  !$acc parallel loop collapse(2) copyout(c)
  do j = -1, 1
    do i = 3, 4
      c(i, j) = 10 * i + j
    end do
  end do
  !$acc parallel loop copy(b(-1:1))
  do i = -1, 1
    b(i) = -b(i)
  end do
  print '(a,6f6.1)', 'a(0:5)  =', a
  print '(a,5f6.1)', 'b(-2:2) =', b
  print '(a,6i4)', 'c =', c
end program
