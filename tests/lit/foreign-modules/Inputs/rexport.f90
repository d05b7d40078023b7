! (The wait makes acc2c translate it: a file without directives translates
! to itself, unparsed.) A module that re-exports all of mylib: `use mylib` without ONLY, its
! entities PUBLIC by default.
module rexport
  use mylib
  implicit none
contains
  subroutine twice(a)
    real(8), intent(inout) :: a(:)
    call fill(a, 2 * scale)
    !$acc wait
  end subroutine
end module
