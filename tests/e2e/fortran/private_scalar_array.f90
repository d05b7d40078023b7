! The private clause (OpenACC 3.3 2.5.13 on compute constructs, 2.9.10 on
! loops): each iteration works on its own scalar t and its own small array
! w(3); nothing flows back, so the host values of t and w are unchanged.
! A private scalar on an inner vector loop is per iteration as well.
program private_scalar_array
  implicit none
  integer, parameter :: n = 6
  real :: a(n), b(n), t, w(3)
  integer :: r(3, 4), tmp, i, j
  a = [(real(i), i = 1, n)]
  t = -7
  w = -1
  !$acc parallel loop private(t, w) copyin(a) copyout(b)
  do i = 1, n
    t = a(i) * 2
    w(1) = t
    w(2) = t + 1
    w(3) = t + 2
    b(i) = w(1) + w(2) + w(3)
  end do
  tmp = 99
  !$acc parallel loop gang copyout(r)
  do j = 1, 4
    !$acc loop vector private(tmp)
    do i = 1, 3
      tmp = i * j
      r(i, j) = tmp + 1
    end do
  end do
  print '(a,6f6.1)', 'b =', b
  print '(a,f6.1,a,3f6.1)', 'host t =', t, '  host w =', w
  print '(a,12i3)', 'r =', r
end program
