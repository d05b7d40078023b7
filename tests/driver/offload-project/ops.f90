! A routine in a module of its own file: with device kernels its procedure
! must be compiled for the device (declare target), or the kernel that
! main.f90 compiles separately has nothing to call there.
module ops
contains
  real(8) function twice(x)
    !$acc routine seq
    real(8), intent(in) :: x
    twice = 2 * x
  end function
end module
