! Integer reductions on parallel loop with every integer operator of
! OpenACC 3.3 2.5.15 (+ * max min iand ior ieor). Each private copy starts
! at the operator's identity; the combined result is combined with the
! variable's value before the construct (for max and iand that original
! value decides the result here). A reduction variable in no data clause
! is copied (2.6.2), so the results reach the host.
program reduction_integer_ops
  implicit none
  integer, parameter :: n = 10
  integer :: v(n), w(4), i, s, p, mx, mn, ia, io, ix
  v = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
  w = [13, 15, 29, 45]
  s = 100
  p = 2
  mx = 50
  mn = 3
  !$acc parallel loop copyin(v) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn)
  do i = 1, n
    s = s + v(i)
    p = p * v(i)
    mx = max(mx, v(i))
    mn = min(mn, v(i))
  end do
  ia = 6
  io = 64
  ix = 1
  !$acc parallel loop copyin(w) reduction(iand:ia) reduction(ior:io) reduction(ieor:ix)
  do i = 1, 4
    ia = iand(ia, w(i))
    io = ior(io, w(i))
    ix = ieor(ix, w(i))
  end do
  print '(a,i0,a,i0,a,i0,a,i0)', '+: ', s, '  *: ', p, '  max: ', mx, '  min: ', mn
  print '(a,i0,a,i0,a,i0)', 'iand: ', ia, '  ior: ', io, '  ieor: ', ix
end program
