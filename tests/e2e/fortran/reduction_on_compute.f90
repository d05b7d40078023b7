! The reduction clause on the compute constructs themselves (OpenACC 3.3
! 2.5.15): each gang works on a private copy that starts at the operator's
! identity, not at the variable's value, and at the end of the region the
! gangs' values are combined with the original value. With num_gangs(1)
! the gang-redundant statement runs once; serial is one gang. A reduction
! on parallel plus the same reduction on its gang loop also combines once
! with the original.
program reduction_on_compute
  implicit none
  integer :: s, m, p, t, v(5), i
  v = [4, 9, 2, 7, 1]
  s = 10
  !$acc parallel num_gangs(1) reduction(+:s)
  s = s + 5
  !$acc end parallel
  m = 3
  p = 2
  !$acc serial copyin(v) reduction(max:m) reduction(*:p)
  do i = 1, 3
    m = max(m, v(i))
    p = p * v(i)
  end do
  !$acc end serial
  t = 100
  !$acc parallel copyin(v) reduction(+:t)
  !$acc loop gang reduction(+:t)
  do i = 1, 5
    t = t + v(i)
  end do
  !$acc end parallel
  print '(a,i0)', 'parallel num_gangs(1) reduction(+): s=', s
  print '(a,i0,a,i0)', 'serial reduction(max): m=', m, '  reduction(*): p=', p
  print '(a,i0)', 'parallel + loop gang reduction(+): t=', t
end program
