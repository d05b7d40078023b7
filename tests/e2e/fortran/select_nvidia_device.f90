! Code written for NVIDIA's compilers picks its GPU by rank before anything
! else (rank 0 here, as in a one-rank MPI run). Without a GPU the host
! backend stands in for one NVIDIA device (README, "The runtime shim"), so
! the program runs unchanged and its data clauses still act on separate
! device memory: b is only created there, so the host's b(1), set after the
! region, stays, and only b(2:4) comes back.
program select_nvidia_device
  use openacc
  implicit none
  integer :: ngpus, rank, i
  real :: a(4), b(4)
  rank = 0
  ngpus = acc_get_num_devices(acc_device_nvidia)
  call acc_set_device_num(mod(rank, ngpus), acc_device_nvidia)
  print '(a,l2)', 'at least one nvidia device:', ngpus >= 1
  print '(a,l2)', 'device type is nvidia:', acc_get_device_type() == acc_device_nvidia
  a = [1, 2, 3, 4]
  b = 5
  !$acc data copyin(a) create(b)
  !$acc parallel loop
  do i = 1, 4
    b(i) = 2 * a(i)
  end do
  b(1) = -1
  !$acc update self(b(2:4))
  !$acc end data
  print '(a,4f6.1)', 'b =', b
end program
