! Clause modifiers, aliases, async/wait/if on data and update directives.
subroutine modifiers(n, a, b, c, l)
  integer :: n
  real :: a(n), b(n), c(n)
  logical :: l
  !$acc data copyin(readonly: a) create(zero: b) pcopy(c) if(l)
  !$acc end data
  !$acc data present_or_copyin(a) pcreate(b) present_or_copyout(c)
  !$acc end data
  !$acc enter data pcopyin(a) present_or_create(b) async(2) wait(1) if(l)
  !$acc update device(a) async(2) wait(1)
  !$acc update host(b(1:n)) if_present
  !$acc exit data copyout(b) delete(a) finalize async
  !$acc host_data use_device(c) if_present
  !$acc end host_data
end subroutine
