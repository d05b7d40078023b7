! Compiled by plain gfortran: a module that uses mylib and narrow, which
! acc2c translated (so narrow's Flang module file recorded the checksum of
! its selection of mylib).
module plainuser
  use mylib, only: grid
  use narrow, only: make
  implicit none
contains
  subroutine setup(g)
    type(grid), intent(inout) :: g
    call make(g)
  end subroutine
end module
