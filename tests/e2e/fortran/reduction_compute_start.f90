! A reduction clause on a compute construct (OpenACC 3.3 2.5.15): the gang's
! private copy starts from the operator's identity, and is combined with the
! original variable when the region ends. A body that reads the variable
! before any loop sees the identity, not the host's value.
program reduction_compute_start
  implicit none
  integer :: device, s, p, x, k, i
  real(8) :: v(8)
  logical :: e
  device = 3; s = 5; p = 2; x = 6; e = .false.
  v = [(real(i, 8), i = 1, 8)]
  !$acc serial reduction(+:device) reduction(ieor:x) reduction(.eqv.:e)
  do k = 1, 4
    device = device + device ! 0 stays 0
  end do
  x = ieor(x, 5)
  x = ieor(x, x) ! the copy ends at 0
  e = e .eqv. .false. ! the copy starts .true., ends .false.
  !$acc end serial
  !$acc parallel reduction(+:s) reduction(*:p) copyin(v)
  !$acc loop reduction(+:s) reduction(*:p)
  do i = 1, 8
    s = s + int(v(i))
    p = p * 2
  end do
  !$acc end parallel
  print '(a, i0, a, i0, a, i0, a, i0, a, l1)', 'device ', device, ', x ', x, ', s ', s, &
    ', p ', p, ', e ', e
end program
