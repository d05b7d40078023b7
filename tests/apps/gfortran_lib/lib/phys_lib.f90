! A small physics library, always built by plain gfortran (never through
! acc2c): a kind parameter and constants, a derived type with default
! initialisation, module variables, a generic interface and procedures.
module phys_lib
  implicit none
  integer, parameter :: wp = kind(1.0d0)
  real(wp), parameter :: gravity = 9.75_wp
  integer, parameter :: max_bounces = 3

  type :: particle_t
    real(wp) :: x = 0.0_wp, y = 0.0_wp
    real(wp) :: vx = 0.0_wp, vy = 0.0_wp
    real(wp) :: mass = 1.0_wp
    integer :: bounces = 0
  end type

  ! Set by phys_setup, read by the integrators.
  real(wp) :: dt = 0.0_wp
  real(wp) :: wind(2) = 0.0_wp
  integer :: steps_done = 0

  interface energy
    module procedure energy_one, energy_all
  end interface
contains
  subroutine phys_setup(step, wind_x, wind_y)
    real(wp), intent(in) :: step, wind_x, wind_y
    dt = step
    wind = [wind_x, wind_y]
    steps_done = 0
  end subroutine

  ! Mass m at height h, thrown with (vx, vy).
  function launch(m, h, vx, vy) result(p)
    real(wp), intent(in) :: m, h, vx, vy
    type(particle_t) :: p
    p%mass = m
    p%y = h
    p%vx = vx
    p%vy = vy
  end function

  real(wp) function energy_one(p) result(e)
    type(particle_t), intent(in) :: p
    e = 0.5_wp * p%mass * (p%vx**2 + p%vy**2) + p%mass * gravity * p%y
  end function

  real(wp) function energy_all(p) result(e)
    type(particle_t), intent(in) :: p(:)
    integer :: i
    e = 0.0_wp
    do i = 1, size(p)
      e = e + energy_one(p(i))
    end do
  end function
end module
