! docs/descriptors.md, "Attach and detach" and "Absent pointer or target":
! `enter data attach(d%p)` and `enter data copyin(d%p)` (the data action
! first, then the attach), checked against the steps of an attach
! (OpenACC 3.3 2.7.2):
!   - the data d%p points to is not present: no action (t1 is not mapped by
!     an attach; the copyin(d%p) that follows copies it and attaches d%p);
!   - the counter is not 0 and the host descriptor is the one used for the
!     previous attachment: the counter is incremented (1 -> 2), so one
!     detach leaves d%p attached and the region still reads device data;
!   - the second detach restores the host descriptor in d's device copy, so
!     the copyout(d) that ends the program's mapping of d brings back a
!     host pointer still associated with t1.
! (seed000_attach_recipe_fails.f90: a region after the no-op attach fails.)
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
  real :: v
  allocate(t1(2,2))
  t1 = reshape([1., 2., 3., 4.], [2, 2])
  nullify(d%p)
  !$acc enter data copyin(d)
  d%p => t1
  !$acc enter data attach(d%p)
  print '(a,l1)', 't1 present after attach(d%p): ', acc_is_present(t1)
  !$acc enter data copyin(d%p)
  print '(a,l1)', 't1 present after copyin(d%p): ', acc_is_present(t1)
  ! A host-only change: the device copy keeps 3.0.
  t1(1,2) = -1.0
  !$acc serial present(d) copyout(v)
  v = d%p(1,2)
  !$acc end serial
  print '(a,f5.1)', 'd%p(1,2) in the region (counter 1): ', v
  !$acc enter data attach(d%p)
  !$acc exit data detach(d%p)
  v = 0.0
  !$acc serial present(d) copyout(v)
  v = d%p(1,2)
  !$acc end serial
  print '(a,f5.1)', 'd%p(1,2) in the region (counter 2, then 1): ', v
  !$acc exit data detach(d%p)
  !$acc exit data copyout(d)
  print '(a,l1)', 'd present after copyout(d): ', acc_is_present(d)
  print '(a,l1)', 'd%p associated with t1 on the host: ', associated(d%p, t1)
  print '(a,f5.1)', 'host t1(1,2): ', t1(1,2)
end program
