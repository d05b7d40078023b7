! Scalar dummies a kernels region only reads, called with literal and
! PARAMETER actual arguments: gfortran passes the address of read-only
! storage. In kernels a scalar without a clause is implicitly copy
! (OpenACC 3.3 2.6.2); copying it back would write that storage and fault.
! The region never writes `s` or `m`, so acc2c copies them in only (rule
! not-written, passes/ImplicitDataAttributes.cpp). `total` is written: it
! still comes back.
module ops
  implicit none
contains
  subroutine scale(a, m, s, total)
    real, intent(inout) :: a(:)
    integer, intent(in) :: m
    real, intent(in) :: s
    real, intent(out) :: total
    integer :: i
    total = 0
    !$acc kernels copy(a)
    do i = 1, m
      a(i) = a(i) * s
    end do
    total = a(1) + a(m)
    !$acc end kernels
  end subroutine scale
end module ops

program kernels_literal_args
  use ops
  implicit none
  real, parameter :: half = 0.5
  integer, parameter :: n = 8
  real :: a(n), total
  integer :: i
  a = [(real(i), i = 1, n)]
  call scale(a, 8, 2.0, total)
  print '(a, 8f6.1, a, f6.1)', 'a =', a, ' total =', total
  call scale(a, n, half, total)
  print '(a, 8f6.1, a, f6.1)', 'a =', a, ' total =', total
end program kernels_literal_args
