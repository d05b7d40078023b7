! docs/descriptors.md, "The parent before the member": the clause order that
! the implicit copy of d stands for, written out:
! `!$acc serial copy(d) present(d%p)`. copy(d) creates d's device copy
! (2.7.6) first, so present(d%p) finds t1 present (2.7.5) and can attach
! d%p in it; the region reads the device copy of t1: 3.0 (the host's
! t1(1,2) was changed to -1.0 after the copyin). At the end d%p is detached
! (its host value restored in d's device copy) before copy(d) copies d
! out, so the host's d%p still points at t1; d is no longer present, t1's
! dynamic copy stays. (seed000_descriptor_storage.f90: the implicit form.)
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
  !$acc enter data copyin(d%p)
  t1(1,2) = -1.0
  !$acc serial copy(d) present(d%p)
  print '(a,f5.1)', 'd%p(1,2) in the region: ', d%p(1,2)
  !$acc end serial
  print '(a,l1)', 'd present after the region: ', acc_is_present(d)
  print '(a,l1)', 't1 present after the region: ', acc_is_present(t1)
  print '(a,l1)', 'd%p associated with t1 on the host: ', associated(d%p, t1)
end program
