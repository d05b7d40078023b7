! acc_async_test, acc_wait_async and the async API routines (OpenACC 3.3
! 3.2.9-3.2.12, 3.2.18-3.2.20, 2.16). Every printed value follows from:
!  - acc_async_test(q) is true once all operations on queue q are done, so
!    a program may spin on it instead of waiting: when it returns true for
!    queue 1, the copyin issued there is done and the synchronous region
!    after it reads x = 1..4 and triples it; update self brings back
!    3 6 9 12.
!  - acc_wait_async(4, 5) makes queue 5's later work wait for queue 4's work
!    issued so far: the region on queue 5 sees y = 10,20,30,40 copied in on
!    queue 4 and adds 0.5, and the exit data copyout on queue 5 follows it;
!    after acc_wait(5) y = 10.5 20.5 30.5 40.5, and queue 4's copyin, which
!    queue 5 waited for, is done too (acc_async_test(4) true).
!  - the _async routines queue their data movement like the clauses: z is
!    created, set on the host to 7..10, sent by acc_update_device_async on
!    queue 7, incremented by a region on queue 7 and copied out by
!    acc_copyout_async on queue 7; after acc_wait(7): 8 9 10 11.
program async_test_wait_async
  use openacc
  implicit none
  integer, parameter :: n = 4
  real :: x(n), y(n), z(n)
  integer :: i, spins
  x = [(real(i), i = 1, n)]
  !$acc enter data copyin(x) async(1)
  spins = 0
  do while (.not. acc_async_test(1))
    spins = spins + 1
  end do
  !$acc parallel loop present(x)
  do i = 1, n
    x(i) = 3 * x(i)
  end do
  !$acc update self(x)
  print '(a,4f7.1)', 'x =', x
  !$acc exit data delete(x)

  y = [(10.0 * i, i = 1, n)]
  !$acc enter data copyin(y) async(4)
  call acc_wait_async(4, 5)
  !$acc parallel loop present(y) async(5)
  do i = 1, n
    y(i) = y(i) + 0.5
  end do
  !$acc exit data copyout(y) async(5)
  call acc_wait(5)
  print '(a,4f7.1)', 'y =', y
  print '(a,l2)', 'queue 4 done:', acc_async_test(4)

  call acc_create(z)
  z = [(real(i + 6), i = 1, n)]
  call acc_update_device_async(z, 7)
  !$acc parallel loop present(z) async(7)
  do i = 1, n
    z(i) = z(i) + 1
  end do
  call acc_copyout_async(z, 7)
  call acc_wait(7)
  print '(a,4f7.1)', 'z =', z
  call acc_wait_all()
  print '(a,l2)', 'z present:', acc_is_present(z)
end program
