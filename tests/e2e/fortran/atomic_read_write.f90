! atomic write and atomic read (OpenACC 3.3 2.12): every iteration writes
! the same value with atomic write; a later loop reads it with atomic read.
! Also atomic update with the intrinsic forms max, min, iand and ior, and
! the expression on either side (x = expr * x).
program atomic_read_write
  implicit none
  integer, parameter :: n = 10
  integer :: flag, got(n), v, i, hi, lo, bits_and, bits_or, prod
  flag = 0
  !$acc parallel loop copy(flag)
  do i = 1, n
    !$acc atomic write
    flag = 42
  end do
  !$acc parallel loop private(v) copyin(flag) copyout(got)
  do i = 1, n
    !$acc atomic read
    v = flag
    got(i) = v + i
  end do
  hi = -1
  lo = 1000
  bits_and = 255
  bits_or = 0
  prod = 1
  !$acc parallel loop copy(hi, lo, bits_and, bits_or, prod)
  do i = 1, n
    !$acc atomic update
    hi = max(hi, mod(7 * i, 11))
    !$acc atomic update
    lo = min(mod(7 * i, 11), lo)
    !$acc atomic update
    bits_and = iand(bits_and, 255 - i)
    !$acc atomic update
    bits_or = ior(bits_or, i)
    !$acc atomic update
    prod = 2 * prod
  end do
  print '(a,i0,a,10i3)', 'flag=', flag, ' got=', got
  print '(a,i0,a,i0,a,i0,a,i0,a,i0)', 'max=', hi, ' min=', lo, ' iand=', bits_and, ' ior=', bits_or, ' prod=', prod
end program
