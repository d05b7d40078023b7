! docs/descriptors.md, "The parent before the member". d is never mapped
! explicitly: enter data copyin(d%p) copies
! the target t1 but cannot attach d%p (2.7.2: d, which holds the
! descriptor, is not present). The serial region names d%p in present and
! reads d%p, so d is an aggregate referenced in the region (2.6.2): an
! implicit copy(d), which comes first: serial copy(d) present(d%p).
! d's device copy exists, present(d%p) attaches d%p in it, and the region
! reads the device copy of t1: 3.0, while the host's t1(1,2) was changed to
! -1.0 after the copyin. After the region the implicit copy of d is gone
! and t1's dynamic copy stays.
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
  print '(a,l1)', 'd present after copyin(d%p): ', acc_is_present(d)
  print '(a,l1)', 't1 present after copyin(d%p): ', acc_is_present(t1)
  t1(1,2) = -1.0
  !$acc serial present(d%p)
  print '(a,f5.1)', 'd%p(1,2) in the region: ', d%p(1,2)
  !$acc end serial
  print '(a,l1)', 'd present after the region: ', acc_is_present(d)
  print '(a,l1)', 't1 present after the region: ', acc_is_present(t1)
  print '(a,l1)', 'd%p associated with t1 on the host: ', associated(d%p, t1)
end program
