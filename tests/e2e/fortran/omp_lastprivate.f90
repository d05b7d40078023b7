! lastprivate on a combined target construct (OpenMP 5.2 5.4.5, 17.2): a
! list item no map clause names is mapped tofrom, so its value after the
! loop reaches the host: the loop variable is one past the end (9), and a
! variable the last iteration sets keeps that value (16).
! An array in lastprivate gets the last iteration's copy: p = [8+1, 8*2]
! = 9 16 (omp_lastprivate_in_place: the same where the region stays in
! place).
program omp_lastprivate
  implicit none
  integer :: i, last, a(8), p(2)
  last = -1
  !$omp target parallel do lastprivate(i) map(from: a)
  do i = 1, 8
    a(i) = i
  end do
  print '(a, i0, a, i0)', 'i = ', i, '  a(8) = ', a(8)
  !$omp target parallel do lastprivate(last)
  do i = 1, 8
    last = 2 * i
  end do
  print '(a, i0)', 'last = ', last
  p = 0
  !$omp target parallel do lastprivate(p)
  do i = 1, 8
    p(1) = i + 1
    p(2) = i * 2
  end do
  print '(a, 2i3)', 'p =', p
end program
