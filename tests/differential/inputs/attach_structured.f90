! attach on structured constructs: attach at entry, detach at exit.
subroutine attach_structured(q, r)
  real, pointer :: q(:)
  real, allocatable :: r(:)
  !$acc data attach(q)
  !$acc end data
  !$acc parallel attach(r)
  r(1) = 0
  !$acc end parallel
end subroutine
