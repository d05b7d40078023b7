! A routine that reads a module variable under declare (OpenACC 3.3 2.13,
! 2.15.1), called from a compute region. The host changes coef(3) to 10 and
! updates the device copy, so the routine sees [1, 2, 10]: a(i) = 1 + i*(2 +
! 10*i) for i = 1..10, whose sum is 10 + 2*55 + 10*385 = 3970.
! With device kernels the module variable is declare target and the shim
! adopts gfortran's device copy of it, so the routine on the device and the
! update reach the same copy (docs/gpu.md).
module routine_module_data_m
  real(8) :: coef(3) = [1d0, 2d0, 3d0]
  !$acc declare copyin(coef)
contains
  real(8) function poly(x)
    !$acc routine seq
    real(8), intent(in) :: x
    poly = coef(1) + x * (coef(2) + x * coef(3))
  end function
end module

program routine_module_data
  use routine_module_data_m
  real(8) :: a(10)
  integer :: i
  coef(3) = 10
  !$acc update device(coef)
  !$acc parallel loop copyout(a)
  do i = 1, 10
    a(i) = poly(dble(i))
  end do
  print '(f10.1)', sum(a)
end program
