! docs/descriptors.md, "Moving targets", second
! example: between the two attach actions d%p keeps its target address but
! is remapped to lower bounds (10:,10:). acc2c's reading: a Fortran
! pointer is the whole descriptor, so the second attach updates the device
! descriptor with the current host values and sets the attachment counter
! to 1 (not 2). The serial region therefore sees lbound(d%p) = (10,10) and
! reads the device copy of t1(1,2) as d%p(10,11): 3.0 (the host's is changed
! to -1.0 after the copyin). (seed000_moving_target_remap_fails.f90: one
! acc_detach afterwards leaves d%p detached.)
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
  integer :: lb(2), ub(2)
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
  ! A host-only change: the device copy of t1 keeps 3.0.
  t1(1,2) = -1.0
  !$acc serial present(d) copyout(lb, ub, v)
  lb = lbound(d%p)
  ub = ubound(d%p)
  v = d%p(10,11)
  !$acc end serial
  print '(a,2(1x,i0))', 'lbound(d%p) in the region:', lb
  print '(a,2(1x,i0))', 'ubound(d%p) in the region:', ub
  print '(a,f4.1)', 'd%p(10,11) in the region: ', v
end program
