! docs/descriptors.md, "Pointer dummy arguments", the dummy whose descriptor
! has no device storage: d%p => t1, t1 is copied in, and
! wrapper's serial region has attach(p) for the dummy p. d was never mapped,
! so the descriptor p has no device storage and, by 2.7.2, "no action is
! taken": d%p is not attached. That alone does not make the region fail,
! since p is not a member reached through a device
! copy of a structure: p is a variable of the region itself, so its data is
! found in the present table at region entry (t1's device copy), as for any
! array variable of a compute construct. The region reads the device value
! 3.0 (the host's t1(1,2) was changed to -1.0 after the copyin). Neither the
! no-op attach nor the no-op detach at the region's end touches t1's
! dynamic reference, which stays 1 until exit data.
module types
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types
program main
  use types
  use openacc
  type(ty1) :: d
  real, target :: t1(2,2)
  t1 = reshape([1., 2., 3., 4.], [2, 2])
  d%p => t1
  !$acc enter data copyin(t1)
  t1(1,2) = -1.0
  call wrapper(d%p)
  print '(a,l1)', 'd present: ', acc_is_present(d)
  print '(a,l1)', 't1 present after the region: ', acc_is_present(t1)
  !$acc exit data delete(t1)
  print '(a,l1)', 't1 present after exit data: ', acc_is_present(t1)
contains
  subroutine wrapper(p)
    real, pointer :: p(:,:)
    !$acc serial attach(p)
    print '(a,f5.1)', 'p(1,2) in the region: ', p(1,2)
    !$acc end serial
  end subroutine
end program
