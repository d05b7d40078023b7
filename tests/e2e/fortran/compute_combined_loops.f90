! The combined constructs parallel loop, kernels loop and serial loop
! (OpenACC 3.3 2.11) with explicit data clauses; an array that is in no
! clause (a in the kernels loop) is copied implicitly (2.6.2).
program compute_combined_loops
  implicit none
  integer, parameter :: n = 5
  integer :: a(n), b(n), c(n), i
  a = [(i, i = 1, n)]
  b = 0
  c = 0
  !$acc parallel loop copyin(a) copyout(b)
  do i = 1, n
    b(i) = a(i) * a(i)
  end do
  !$acc kernels loop copyin(b) copyout(c)
  do i = 1, n
    c(i) = b(i) + a(i)
  end do
  !$acc serial loop copy(a)
  do i = 1, n
    a(i) = 10 * a(i)
  end do
  print '(a,5i4)', 'b =', b
  print '(a,5i4)', 'c =', c
  print '(a,5i4)', 'a =', a
end program
