! (The wait makes acc2c translate it: a file without directives translates
! to itself, unparsed.) A module that takes two names of mylib and keeps them private.
module narrow
  use mylib, only: grid, nmax
  implicit none
  private
  public :: make
contains
  subroutine make(g)
    type(grid), intent(inout) :: g
    g%n = nmax
    !$acc wait
  end subroutine
end module
