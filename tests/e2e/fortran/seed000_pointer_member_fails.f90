! docs/descriptors.md, "Attach and detach" and "What will fail": the example
! with both acc_detach calls. After two copyin(d%p) the attachment
! counter of d%p is 2; the two acc_detach calls (3.2.29, 2.7.2) take it to
! 0, which updates the device copy of the descriptor to the host's value.
! Its base_addr is then a host address, which device code cannot read, so
! the region that follows must not run: the
! serial region's read of d%p(1,2) must stop and name d%p at that line.
! (The form that works, with one acc_detach, is seed000_pointer_member.f90.)
module types
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types
program main
  use types
  use openacc
  type(ty1) :: d
  real, pointer :: t1(:,:)
  nullify(d%p)
  allocate(t1(2,2))
  t1 = reshape([1., 2., 3., 4.], [2, 2])
  !$acc enter data create(d)
  d%p => t1
  !$acc enter data copyin(d%p)
  !$acc enter data copyin(d%p)
  call acc_detach(d%p)
  call acc_detach(d%p)
  !$acc serial present(d)
  print *, d%p(1,2)
  !$acc end serial
  print *, 'not reached'
end program
