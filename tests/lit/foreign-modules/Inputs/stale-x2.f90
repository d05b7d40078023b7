! Version 2 of module sx: one more constant, so its Flang module file changes.
module sx
  implicit none
  integer, parameter :: n = 4
  integer, parameter :: m = 5
  type t
    integer :: v = n
  end type
  real :: a(n)
  !$acc declare create(a)
end module
