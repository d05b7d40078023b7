! private on a target construct (OpenMP 5.2 5.4.3, 13.8): the region gets
! a new, undefined list item (it assigns it before use); the original is
! neither read nor written. x = 5: the region sets its x to 100 and stores
! x + 1 in r (mapped from): 101; x stays 5. The private array w is
! written and summed in the region: 4 * 3 = 12; w stays 9 on the host.
program omp_target_private
  implicit none
  integer :: x, r(2), w(4), i
  x = 5; w = 9
  !$omp target private(x, w) map(from: r)
  x = 100
  r(1) = x + 1
  do i = 1, 4
    w(i) = 3
  end do
  r(2) = 0
  do i = 1, 4
    r(2) = r(2) + w(i)
  end do
  !$omp end target
  print '(a,2i4,a,i4)', 'r =', r, '   x =', x
  print '(a,4i3)', 'w =', w
end program
