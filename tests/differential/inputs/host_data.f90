! host_data use_device.
subroutine host_data(n, a, b)
  integer :: n
  real :: a(n), b(n)
  interface
    subroutine devfn(x)
      real :: x(*)
    end subroutine
  end interface
  !$acc data copy(a, b)
  !$acc host_data use_device(a, b)
  call devfn(a)
  call devfn(b)
  !$acc end host_data
  !$acc end data
end subroutine
