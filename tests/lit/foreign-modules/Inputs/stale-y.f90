! A module without directives whose interface uses a type of sx: built by
! gfortran, converted by acc2c against the Flang module file of sx.
module sy
  use sx, only: t
  implicit none
  private
  public :: twice
contains
  integer function twice(x)
    type(t), intent(in) :: x
    twice = 2 * x%v
  end function
end module
