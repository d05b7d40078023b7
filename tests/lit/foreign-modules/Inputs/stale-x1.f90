! Version 1 of module sx (stale-conversion.f90), translated by acc2c.
module sx
  implicit none
  integer, parameter :: n = 4
  type t
    integer :: v = n
  end type
  real :: a(n)
  !$acc declare create(a)
end module
