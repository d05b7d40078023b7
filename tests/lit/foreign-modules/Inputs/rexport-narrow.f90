! (The wait makes acc2c translate it.) A module that re-exports all of
! mylib and uses narrow, whose module file was written with a selection of
! mylib: the whole of mylib must still fit narrow's module file.
module rexport_narrow
  use mylib
  use narrow
  implicit none
contains
  subroutine build(g)
    type(grid), intent(inout) :: g
    call make(g)
    !$acc wait
  end subroutine
end module
