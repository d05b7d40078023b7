! docs/descriptors.md, "Pointer dummy arguments",
! the wrapper form. The POINTER dummy p is d%p itself (gfortran passes the
! descriptor of d%p), so copyin(p) copies nothing (t1 is present) and
! attaches d%p inside d's device copy: 2.6.4 applied to pointer dummies, as
! for members. The serial region then reads d%p(1,2) from the device copy
! of t1: 3.0, while the host's t1(1,2) was changed to -1.0 after the copyin.
! The inlined form must behave the same: seed000_pointer_dummy_inlined.f90.
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
  call wrapper(d, d%p, t1)
  print '(a,l1)', 'd%p associated with t1 on the host: ', associated(d%p, t1)
  print '(a,f5.1)', 'host t1(1,2): ', t1(1,2)
contains
  subroutine wrapper(d, p, t1)
    type(ty1), target :: d
    real, pointer :: p(:,:)
    real, pointer :: t1(:,:)
    !$acc enter data copyin(d)
    !$acc enter data copyin(t1)
    p => t1
    !$acc enter data copyin(p)
    t1(1,2) = -1.0
    !$acc serial present(d)
    print '(a,f5.1)', 'd%p(1,2) in the region: ', d%p(1,2)
    !$acc end serial
  end subroutine
end program
