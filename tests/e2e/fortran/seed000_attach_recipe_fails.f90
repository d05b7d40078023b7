! docs/descriptors.md, "Absent pointer or target" and "What will fail": an
! attach whose target is not present does nothing (OpenACC 3.3 2.7.2). Here
! d is present but t1 is not when attach(d%p) runs, so d%p is never
! attached; copying t1 in afterwards does not attach it either. The region's
! read of d%p must stop and name d%p at the line of the read.
! (seed000_attach_recipe.f90 attaches with copyin(d%p) instead, and works.)
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
  !$acc enter data copyin(t1)
  !$acc serial present(d) copyout(v)
  v = d%p(1,2)
  !$acc end serial
  print *, 'not reached', v
end program
