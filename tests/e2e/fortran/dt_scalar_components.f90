! A derived-type variable with plain components (no pointers) in compute
! regions (OpenACC 3.3 2.6.2, 2.7): with copyin it is read on the device;
! in no clause it is an aggregate, so it is implicitly copy, and component
! writes come back (unlike the plain scalar t, which is firstprivate);
! under copyin only, component writes stay on the device.
! (gfortran's shared-memory host fallback prints p%n=77 on the last line.)
module dt_scalar_types
  implicit none
  type :: params_t
    integer :: n
    real(8) :: scale
    real(8) :: offs(3)
  end type
end module

program dt_scalar_components
  use dt_scalar_types
  implicit none
  type(params_t) :: p
  real(8) :: x(4), t
  integer :: i
  p%n = 4
  p%scale = 2.5d0
  p%offs = [1d0, 2d0, 3d0]
  x = 1
  !$acc parallel loop copyin(p) copy(x)
  do i = 1, p%n
    x(i) = x(i) * p%scale + p%offs(mod(i - 1, 3) + 1)
  end do
  print '(a,4f6.2)', 'x =', x
  t = 1
  !$acc serial
  p%scale = 0.5d0
  p%offs(2) = -1
  t = 99
  !$acc end serial
  print '(a,f5.2,a,3f6.2,a,f5.2)', 'p%scale=', p%scale, ' p%offs=', p%offs, ' t=', t
  !$acc serial copyin(p)
  p%n = 77
  !$acc end serial
  print '(a,i0)', 'p%n=', p%n
end program
