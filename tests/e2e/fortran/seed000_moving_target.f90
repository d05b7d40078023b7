! docs/descriptors.md, "Moving targets", first
! example. d%p is attached to t1, then pointed at t2 on the host and
! attached again. OpenACC 3.3 2.6.8: "The attachment counter for a pointer
! is set to one whenever the pointer is attached to new target address", so
! after the second attach d's device copy points at the device copy of t2
! (counter 1): the serial region writes t2's device copy, never t1's.
! One acc_detach then takes the counter to 0; seed000_moving_target_fails.f90
! shows that a region reading d%p after it must fail.
module types
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types
program main
  use types
  use openacc
  type(ty1) :: d
  real, pointer :: t1(:,:), t2(:,:)
  allocate(t1(2,2), t2(2,2))
  t1 = 1.0
  t2 = 2.0
  nullify(d%p)
  !$acc enter data copyin(d)
  !$acc enter data copyin(t1, t2)
  d%p => t1
  !$acc enter data attach(d%p)
  d%p => t2
  !$acc enter data attach(d%p)
  !$acc serial present(d)
  d%p(1,2) = d%p(1,2) + 40.0
  !$acc end serial
  ! The region wrote device memory only.
  print '(a,4f5.1)', 'host t1: ', t1
  print '(a,4f5.1)', 'host t2: ', t2
  !$acc update self(t1, t2)
  print '(a,4f5.1)', 'device t1: ', t1
  print '(a,4f5.1)', 'device t2: ', t2
end program
