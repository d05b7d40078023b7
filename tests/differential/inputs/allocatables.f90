! allocatable, pointer and assumed-shape arrays, deviceptr.
subroutine allocatables(x, y, dp)
  real :: x(:)
  real, allocatable :: y(:)
  real :: dp(10)
  real, pointer :: q(:)
  real, allocatable :: z(:,:)
  allocate(z(4, 5))
  !$acc data copyin(x, y) create(z) deviceptr(dp)
  !$acc parallel copyout(q)
  q(1) = x(1) + y(1) + z(1,1) + dp(1)
  !$acc end parallel
  !$acc end data
  !$acc enter data copyin(z(2:3, 1:5), y(2:))
  !$acc exit data delete(z(2:3, :), y)
end subroutine
