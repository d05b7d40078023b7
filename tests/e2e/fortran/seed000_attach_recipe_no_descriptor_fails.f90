! docs/descriptors.md, "Absent pointer or target" and "What will fail": an
! attach whose pointer has no device copy does nothing (OpenACC 3.3 2.7.2:
! no action when the pointer is not present). Here t1 is present but d,
! which holds the descriptor of d%p, is not when attach(d%p) runs; the
! copyin(d) that follows copies the host descriptor verbatim. The region's
! read of d%p must stop and name d%p at the line of the read.
! (The other order, target absent at the attach: seed000_attach_recipe_fails.f90.)
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
  d%p => t1
  !$acc enter data copyin(t1)
  !$acc enter data attach(d%p)
  !$acc enter data copyin(d)
  !$acc serial present(d) copyout(v)
  v = d%p(1,2)
  !$acc end serial
  print *, 'not reached', v
end program
