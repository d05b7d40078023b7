! docs/descriptors.md, "Attach and detach", the example, in the form that
! works: with one acc_detach only, d%p stays attached (counter 1) for the
! region.
!   enter data create(d)      2.7.9: d gets device memory; the descriptor
!                             of d%p is part of it (its null contents:
!                             seed000_create_null_descriptor.f90)
!   enter data copyin(d%p)    2.7.7: the 2x2 target is copied in, then d%p
!                             is attached (attachment counter 1)
!   enter data copyin(d%p)    present: no copy; same target, so the
!                             counter goes to 2
!   call acc_detach(d%p)      3.2.29: counter 2 -> 1, d%p stays attached
!   serial present(d)         reads d%p(1,2) through d's device copy: the
!                             device copy of the target (3.0), not the host
!                             value changed after the copyin (-1.0)
! The failing form (both acc_detach calls) is
! seed000_pointer_member_fails.f90.
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
  print '(a,l1)', 'd present before create: ', acc_is_present(d)
  !$acc enter data create(d)
  print '(a,l1)', 'd present after create: ', acc_is_present(d)
  d%p => t1
  print '(a,l1)', 't1 present before copyin(d%p): ', acc_is_present(t1)
  !$acc enter data copyin(d%p)
  print '(a,l1)', 't1 present after copyin(d%p): ', acc_is_present(t1)
  !$acc enter data copyin(d%p)
  ! A host-only change: the device copy of the target keeps 3.0.
  t1(1,2) = -1.0
  call acc_detach(d%p)
  !$acc serial present(d)
  print '(a,f5.1)', 'd%p(1,2) in the serial region: ', d%p(1,2)
  !$acc end serial
  print '(a,f5.1)', 'd%p(1,2) on the host: ', d%p(1,2)
end program
