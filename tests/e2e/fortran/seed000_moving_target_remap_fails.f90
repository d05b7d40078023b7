! docs/descriptors.md, "Moving targets", second
! example, followed by one acc_detach. acc2c's reading: the remap
! d%p(10:,10:) => d%p counts as a new association, so the second attach sets
! the attachment counter to 1, not 2 (OpenACC 3.3 2.6.8 read for the whole
! descriptor). One acc_detach (3.2.29, 2.7.2) then takes it to 0 and
! restores the host value in the device copy of d%p: a region reading d%p
! must stop and name d%p at the line of the read. (Had the counter been 2,
! the region would run.)
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
  real :: v
  allocate(t1(2,2), t2(2,2))
  t1 = reshape([1., 2., 3., 4.], [2, 2])
  t2 = 0.0
  nullify(d%p)
  !$acc enter data copyin(d)
  !$acc enter data copyin(t1, t2)
  d%p => t1
  !$acc enter data attach(d%p)
  d%p(10:,10:) => d%p
  !$acc enter data attach(d%p)
  call acc_detach(d%p)
  !$acc serial present(d) copyout(v)
  v = d%p(10,11)
  !$acc end serial
  print *, 'not reached', v
end program
