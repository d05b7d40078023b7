module cwd_user
  use cwd_base
  implicit none
contains
  subroutine fill(f, v)
    type(field), intent(inout) :: f
    real(dp), intent(in) :: v
    f%u = v
  end subroutine
end module
