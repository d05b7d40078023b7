! Derived-type members with sections, 2-D sections, strided sections.
module cs_types
  type tt
    real :: arr(20)
    real, allocatable :: al(:,:)
    integer :: k
  end type
end module
subroutine common_sections(t, m)
  use cs_types
  type(tt) :: t
  integer :: m
  real :: g(10, 10)
  !$acc data copyin(t%arr(2:5)) copyout(g(1:m, 2)) create(t%al(1:2, :))
  !$acc parallel present(t%arr(2:5)) copy(t%k)
  t%k = 1
  !$acc end parallel
  !$acc end data
  !$acc enter data copyin(t, t%al)
  !$acc update self(t%al(:, 1)) device(t%arr)
  !$acc exit data delete(t%al) copyout(t)
end subroutine
