! The device-kernel route of docs/gpu.md, in Fortran: an explicit-shape
! dummy holding device memory from the shim, used in an nvptx kernel
! through has_device_addr.
program route_probe_f
  use openacc
  use, intrinsic :: iso_c_binding
  use omp_lib, only: omp_is_initial_device
  implicit none
  integer, parameter :: n = 1000000
  real(8), allocatable, target :: x(:)
  real(8), pointer, contiguous :: xd(:)
  integer :: i, nbad
  logical :: initial
  allocate(x(n))
  do i = 1, n
    x(i) = i
  end do
  call acc_copyin(x)
  call c_f_pointer(acc_deviceptr(x), xd, [n])
  call kern(n, xd, initial)
  call acc_copyout(x)
  print '(a,l2)', 'kernel ran on initial device:', initial
  nbad = 0
  do i = 1, n
    if (x(i) /= 2*real(i, 8) + 1) nbad = nbad + 1
  end do
  print '(a,i0)', 'wrong elements: ', nbad
contains
  subroutine kern(n, a, initial)
    integer :: n
    real(8) :: a(n)
    logical :: initial
    integer :: i
    !$omp target teams distribute parallel do has_device_addr(a) map(from: initial)
    do i = 1, n
      a(i) = 2*a(i) + 1
      if (i == 1) initial = omp_is_initial_device()
    end do
  end subroutine
end program route_probe_f
