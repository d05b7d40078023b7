! Loops of the older style, each ending at its own labelled CONTINUE, under
! combined constructs: the region ends at the labelled statement (Flang's
! parser gives such a loop an END DO without text).
program labelled_do_loop
  implicit none
  integer :: i, j, a(5), b(3, 4)
!$acc parallel loop copyout(a)
  do 10 i = 1, 5
    a(i) = i * i
10 continue
!$acc parallel loop collapse(2) copyout(b)
  do 30 j = 1, 4
    do 20 i = 1, 3
      b(i, j) = i + 10 * j
20  continue
30 continue
  print '(a, 5i4)', 'squares:', a
  print '(a, i0, a, i0)', 'sum of b: ', sum(b), ', b(3,4) = ', b(3, 4)
end program
