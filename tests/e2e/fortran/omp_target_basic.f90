! OpenMP 5.2 target offload on separate memory (5.8.3 map, 13.9 target
! update): map(tofrom: a) brings a = 1 + 2 = 3 back at the end of target
! data; b is map(to:), so the -1 written on the device never reaches the
! host (b stays 2); the reduction sums 8 * 3 = 24 into s (map tofrom); q
! goes to the device as 3, the host then zeroes its copy, the target doubles
! the device copy to 6, and `update from(q(1:4))` brings back only q(1:4).
program omp_target_basic
  implicit none
  integer, parameter :: n = 8
  real :: a(n), b(n), s
  real, allocatable :: q(:)
  integer :: i
  a = 1; b = 2; s = 0
  allocate(q(n)); q = 3
  !$omp target data map(tofrom: a) map(to: b)
  !$omp target teams distribute parallel do
  do i = 1, n
    a(i) = a(i) + b(i)
    b(i) = -1
  end do
  !$omp target parallel do reduction(+:s) map(tofrom: s)
  do i = 1, n
    s = s + a(i)
  end do
  !$omp end target data
  print '(a,8f5.1)', 'a:', a
  print '(a,8f5.1)', 'b:', b
  print '(a,f6.1)', 's:', s
  !$omp target enter data map(to: q)
  q = 0
  !$omp target
  do i = 1, n
    q(i) = q(i) * 2
  end do
  !$omp end target
  !$omp target update from(q(1:4))
  print '(a,8f5.1)', 'q:', q
  !$omp target exit data map(delete: q)
end program
