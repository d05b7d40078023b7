! acc_on_device in compute regions (OpenACC 3.3 3.2.15) answers for the
! device that runs the body: true for the current device type
! (acc_get_device_type: the host's on acc2c's host backend,
! acc_device_nvidia where the kernel runs on a GPU), and for exactly one of
! acc_device_host and acc_device_not_host; in every iteration of a loop,
! and in a region of an internal procedure. A region whose if clause is
! false runs on the host: acc_device_host. So does code outside regions.
program acc_on_device_region
  use openacc
  implicit none
  integer :: i, dev
  logical :: current(8), one_of(8), host_if(2), outside
  dev = acc_get_device_type()
  current = .false.
  one_of = .false.
  !$acc parallel loop copyout(current, one_of)
  do i = 1, 8
    current(i) = acc_on_device(dev)
    one_of(i) = acc_on_device(acc_device_host) .neqv. acc_on_device(acc_device_not_host)
  end do
  !$acc serial if(.false.) copyout(host_if)
  host_if(1) = acc_on_device(acc_device_host)
  host_if(2) = acc_on_device(acc_device_not_host)
  !$acc end serial
  outside = acc_on_device(acc_device_host)
  print '(a, 8l2)', 'current device type:', current
  print '(a, 8l2)', 'host or not host:   ', one_of
  print '(a, 2l2)', 'if(.false.):        ', host_if
  print '(a, l2)', 'outside regions:    ', outside
  call in_place()
contains
  subroutine in_place()
    logical :: r
    !$acc serial copyout(r)
    r = acc_on_device(dev)
    !$acc end serial
    print '(a, l2)', 'internal procedure: ', r
  end subroutine
end program
