! async and wait on compute constructs (OpenACC 3.3 2.16.1 async clause,
! 2.16.2 wait clause, 2.16.3 wait directive): work on one queue runs in
! order; a construct with wait(1) starts after queue 1 is done; the host
! reads results only after waiting for the queue that copies them back
! (the copyout of a copy clause on an async construct is on that queue).
program async_compute
  implicit none
  integer, parameter :: n = 6
  real :: x(n), y(n), z(n), w(n), v(2)
  integer :: i
  x = [(real(i), i = 1, n)]
  w = 1
  !$acc data copyin(x) create(y, z)
  !$acc parallel loop async(1)
  do i = 1, n
    y(i) = 2 * x(i)
  end do
  !$acc parallel loop async(1)
  do i = 1, n
    y(i) = y(i) + 1
  end do
  !$acc kernels loop async(2) wait(1)
  do i = 1, n
    z(i) = y(i) * 10
  end do
  !$acc update self(y) async(1)
  !$acc wait(1)
  print '(a,6f6.1)', 'y =', y
  !$acc update self(z) async(2)
  !$acc wait(1, 2)
  print '(a,6f6.1)', 'z =', z
  !$acc parallel loop copy(w) async(3)
  do i = 1, n
    w(i) = w(i) + x(i)
  end do
  !$acc serial copyout(v) async(4)
  v(1) = x(1) + x(n)
  v(2) = -1
  !$acc end serial
  !$acc wait
  print '(a,6f6.1)', 'w =', w
  print '(a,2f6.1)', 'v =', v
  !$acc end data
end program
