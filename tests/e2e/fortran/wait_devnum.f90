! wait(devnum: d: queues: q), as a construct and as a clause (OpenACC 3.3
! 2.16.3, 2.16.4): the queues of device d of the current device type, here
! the device in use. The queued work is done, and its results visible on the
! host, after the wait.
program wait_devnum
  use openacc
  implicit none
  integer :: a(10), i, d
  a = [(i, i = 1, 10)]
  d = acc_get_device_num(acc_get_device_type())
  !$acc enter data copyin(a)
  !$acc parallel loop present(a) async(1)
  do i = 1, 10
    a(i) = a(i) + 1
  end do
  !$acc wait(devnum: d: queues: 1)
  !$acc parallel loop present(a) async(2) wait(devnum: d: 1)
  do i = 1, 10
    a(i) = a(i) * 2
  end do
  !$acc update self(a) async(2)
  !$acc wait(devnum: d: 2)
  print '(a, i0, a, i0)', 'a(1) = ', a(1), ', a(10) = ', a(10)
  !$acc exit data delete(a)
end program
