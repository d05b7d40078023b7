! pointer / allocatable components; unstructured attach / detach.
module comp_types
  type ty1
    real, pointer :: p(:,:)
  end type
  type ty2
    real, allocatable :: a(:)
    integer :: k
  end type
end module
subroutine components(d, dd, t1)
  use comp_types
  type(ty1) :: d
  type(ty2) :: dd
  real, pointer :: t1(:,:)
  !$acc enter data create(d)
  d%p => t1
  !$acc enter data copyin(d%p)
  !$acc enter data attach(d%p)
  !$acc serial present(d%p)
  d%p(1,1) = 0
  !$acc end serial
  !$acc exit data detach(d%p)
  !$acc exit data copyout(d%p) delete(d)
  !$acc data copy(dd) copyin(dd%a) copy(dd%k)
  !$acc end data
  !$acc update device(dd%a(2:3)) self(dd%k)
end subroutine
