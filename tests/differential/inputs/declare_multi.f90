! Several declare directives in one module and one procedure.
module declare_multi
  real :: x(10), y(10), z(10)
  !$acc declare create(x) link(y)
  !$acc declare copyin(z)
end module
subroutine declare_multi_s(a, b)
  real :: a(10), b(10), c(10)
  !$acc declare copyin(a)
  !$acc declare create(b) present_or_create(c)
  !$acc kernels present(b)
  a(1) = b(1) + c(1)
  !$acc end kernels
end subroutine
