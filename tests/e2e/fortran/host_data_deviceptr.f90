! host_data use_device hands device addresses to a procedure (OpenACC 3.3
! 2.8.1), whose compute construct takes them with deviceptr (2.7.4): the
! pattern of CUDA-aware libraries. The region works on the device copy of
! a, which reaches the host at the end of the data region.
! (gfortran's shared-memory host fallback prints the scaled values on both
! lines.)
program host_data_deviceptr
  implicit none
  integer, parameter :: n = 5
  real :: a(n)
  integer :: i
  a = [(real(i), i = 1, n)]
  !$acc data copy(a)
  !$acc host_data use_device(a)
  call scale_on_device(a, n, 3.0)
  !$acc end host_data
  print '(a,5f6.1)', 'inside the data region: a =', a
  !$acc end data
  print '(a,5f6.1)', 'after end data:         a =', a
contains
  subroutine scale_on_device(x, m, f)
    integer, intent(in) :: m
    real, intent(inout) :: x(m)
    real, intent(in) :: f
    integer :: i
    !$acc parallel loop deviceptr(x)
    do i = 1, m
      x(i) = x(i) * f
    end do
  end subroutine
end program
