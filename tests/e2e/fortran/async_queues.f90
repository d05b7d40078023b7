! Async queues (OpenACC 3.3 2.16): data moves and compute regions run on
! activity queues, and the host may use a result only after waiting for the
! queue that produced it. Every printed value follows from these rules:
!  - 2.16.1 async clause: operations with the same async argument run in
!    the order they were issued, so a region on queue 1 sees a copyin issued
!    on queue 1 before it, and an exit data copyout on queue 1 after it
!    copies its result; the copyout of an async construct's data clause is
!    on the construct's queue.
!  - 2.16.3 wait directive: wait(1) returns once queue 1 is done;
!    `wait(1) async(2)` makes queue 2's later work wait for queue 1's work
!    issued so far; a wait without arguments waits for every queue, after
!    which acc_async_test_all (3.2.9) is true.
!  - 2.14.4 update: update device/self on a queue moves the data when that
!    queue gets there.
! a: 1..4 copied in on queue 1, +100 by a region on queue 1, copied out on
!    queue 1; after wait(1): 101 102 103 104.
! b: created, set on the host to 10,20,30,40 and sent by update device on
!    queue 1; queue 2 waits for queue 1, doubles b on the device and brings
!    it back with update self; after wait(2): 20 40 60 80.
! c: parallel loop copyout(c) async(3) with c(i) = i*i; after wait(3):
!    1 4 9 16.
! d, e: filled by regions on queues 4 and 5 and copied out on their own
!    queues; after the bare wait both are back (d = 2i, e = -i), nothing is
!    pending and neither is present any more.
program async_queues
  use openacc
  implicit none
  integer, parameter :: n = 4
  real :: a(n), b(n), c(n), d(n), e(n)
  integer :: i
  a = [(real(i), i = 1, n)]
  !$acc enter data copyin(a) async(1)
  !$acc parallel loop present(a) async(1)
  do i = 1, n
    a(i) = a(i) + 100
  end do
  !$acc exit data copyout(a) async(1)
  !$acc wait(1)
  print '(a,4f7.1)', 'a =', a

  b = 0
  !$acc enter data create(b)
  b = [(10.0 * i, i = 1, n)]
  !$acc update device(b) async(1)
  !$acc wait(1) async(2)
  !$acc parallel loop present(b) async(2)
  do i = 1, n
    b(i) = 2 * b(i)
  end do
  !$acc update self(b) async(2)
  !$acc wait(2)
  print '(a,4f7.1)', 'b =', b
  !$acc exit data delete(b)

  !$acc parallel loop copyout(c) async(3)
  do i = 1, n
    c(i) = i * i
  end do
  !$acc wait(3)
  print '(a,4f7.1)', 'c =', c

  !$acc enter data create(d, e)
  !$acc parallel loop present(d) async(4)
  do i = 1, n
    d(i) = 2 * i
  end do
  !$acc parallel loop present(e) async(5)
  do i = 1, n
    e(i) = -i
  end do
  !$acc exit data copyout(d) async(4)
  !$acc exit data copyout(e) async(5)
  !$acc wait
  print '(a,4f7.1)', 'd =', d
  print '(a,4f7.1)', 'e =', e
  print '(a,l2)', 'all queues done:', acc_async_test_all()
  print '(a,2l2)', 'present:', acc_is_present(d), acc_is_present(e)
end program
