module cwd_base
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer, parameter :: nmax = 16
  type :: field
    real(dp) :: u(nmax)
  end type
end module
