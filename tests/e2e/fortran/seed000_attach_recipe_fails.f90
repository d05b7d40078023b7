! seeds/000 (Flang's OpenACC descriptor design), "Representing pointer
! attachment": "If the data described by the host address data_ptr ... is
! not present on the device, RETURN" (OpenACC 3.3 2.7.2: no action). Here
! d is present but t1 is not when attach(d%p) runs, so d%p is never
! attached; copying t1 in afterwards does not attach it either. The region's
! read of d%p must stop and name d%p at the line of the read.
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
