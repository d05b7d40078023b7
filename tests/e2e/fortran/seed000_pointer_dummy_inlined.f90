! docs/descriptors.md, "Pointer dummy arguments",
! the inlined form (the call wrapper(d, d%p, t1) kept as a comment):
! copyin(d), copyin(t1), d%p => t1, copyin(d%p) attaches d%p in d's device
! copy, and the serial region reads d%p(1,2) from the device copy of t1:
! 3.0, while the host's t1(1,2) was changed to -1.0 after the copyin. The
! same lines as the wrapper form, seed000_pointer_dummy.f90.
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
  !$acc enter data copyin(d)
  !$acc enter data copyin(t1)
  d%p => t1
  !$acc enter data copyin(d%p)
  t1(1,2) = -1.0
  !$acc serial present(d)
  print '(a,f5.1)', 'd%p(1,2) in the region: ', d%p(1,2)
  !$acc end serial
  !call wrapper(d, d%p, t1)
  print '(a,l1)', 'd%p associated with t1 on the host: ', associated(d%p, t1)
  print '(a,f5.1)', 'host t1(1,2): ', t1(1,2)
end program
