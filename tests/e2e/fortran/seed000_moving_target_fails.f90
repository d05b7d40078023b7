! docs/descriptors.md, "Moving targets", first
! example, followed by one acc_detach. The second attach is to a new target
! address (t2), so OpenACC 3.3 2.6.8 sets the attachment counter to one, not
! two; one acc_detach (3.2.29, 2.7.2) takes it to 0 and restores the host
! value in the device copy of d%p. A region reading d%p afterwards would read
! host memory: it must stop and name d%p at the line of the read. (Had the
! counter been 2, the region would run; seed000_moving_target.f90 is the
! form that works.)
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
  call acc_detach(d%p)
  !$acc serial present(d)
  d%p(1,2) = d%p(1,2) + 40.0
  !$acc end serial
  print *, 'not reached'
end program
