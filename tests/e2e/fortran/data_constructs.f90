! enter data / update / data / wait / exit data on the host backend: the
! device keeps its own copy, so a host change is seen only through update.
program data_demo
  use openacc
  implicit none
  integer, parameter :: n = 8
  real :: a(n), b(n, n)
  integer :: i
  a = [(real(i), i = 1, n)]
  b = 1
  !$acc enter data copyin(a) &
  !$acc&  create(b(:, 2:3))
  a = -1                       ! host only: the device keeps 1..n
  !$acc update self(a(2:4))
  print '(8f5.1)', a
  !$acc data present(a) copy(b(1:2, 2))
  !$acc update device(a) async(1)
  !$acc wait(1)
  !$acc end data
  !$acc exit data delete(a, b(:, 2:3)) finalize
  print '(l1)', acc_is_present(a)
end program
