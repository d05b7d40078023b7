! collapse(2) on target teams distribute parallel do (OpenMP 5.2 4.4.3,
! 11.x loop-associated directives): the two loops form one iteration space
! of 3 * 4 iterations, each run once. m is map(from:): its device copy is
! written entirely, m(i,j) = 10*i + j, and comes back; t counts the
! iterations through a reduction (mapped tofrom, 17.2): 12. The same
! through target parallel do collapse(2) on a map(tofrom:) array that
! each iteration increments once: 1 + 1 = 2 everywhere.
program omp_collapse
  implicit none
  integer :: m(3, 4), c(3, 4), i, j, t
  t = 0
  c = 1
  !$omp target teams distribute parallel do collapse(2) map(from: m) reduction(+:t)
  do j = 1, 4
    do i = 1, 3
      m(i, j) = 10 * i + j
      t = t + 1
    end do
  end do
  !$omp target parallel do collapse(2) map(tofrom: c)
  do j = 1, 4
    do i = 1, 3
      c(i, j) = c(i, j) + 1
    end do
  end do
  do i = 1, 3
    print '(4i4)', m(i, :)
  end do
  print '(a,i4)', 'iterations:', t
  print '(a,12i2)', 'c =', c
end program
