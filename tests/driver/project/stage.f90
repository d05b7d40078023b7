! Uses the module; moves data with OpenACC data directives only. On the
! host backend the device copy is separate memory: it changes only through
! copyin/update device, and the host sees it only through copyout/update self.
subroutine stage(a, b)
  use field
  implicit none
  real, intent(inout) :: a(n)
  real, intent(out) :: b(n)
  !$acc data copy(a) create(b)
  a = 10 * a
  b = -1
  !$acc update device(a(1:3))
  a = 0
  !$acc update self(a(2:5))
  b = a
  !$acc end data
end subroutine stage
