! private / firstprivate / reduction on compute constructs and loops.
subroutine private_reduction(n, a, s, m)
  integer :: n, i, j
  real :: a(n), s, t, m
  t = 1.0
  s = 0.0
  !$acc parallel copyin(a) firstprivate(t) reduction(+:s)
  !$acc loop reduction(+:s) private(j)
  do i = 1, n
    j = i
    s = s + a(j) * t
  end do
  !$acc end parallel
  !$acc parallel loop copyin(a) reduction(max:m)
  do i = 1, n
    m = max(m, a(i))
  end do
  !$acc serial private(t) copy(s)
  t = 2.0
  s = s + t
  !$acc end serial
end subroutine
