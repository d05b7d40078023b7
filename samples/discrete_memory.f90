! Separate device memory, seen through data directives: enter data copies a
! to the device; the host then overwrites a, and `update self` brings back
! only a(2:4) from the device copy. On the host backend this prints what a
! discrete GPU prints:  -1.0  2.0  3.0  4.0 -1.0 -1.0 -1.0 -1.0  and  F.
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
