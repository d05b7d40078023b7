! The integrator, on the device: explicit Euler steps of every particle
! under gravity and the library's wind, bouncing off the ground (y = 0)
! with half the speed, at most max_bounces times, then resting.
module sim
  use phys_lib
  implicit none
contains
  subroutine advance(p, nsteps)
    type(particle_t), intent(inout) :: p(:)
    integer, intent(in) :: nsteps
    integer :: i, s
    real(wp) :: ax, ay

    ax = wind(1)
    ay = wind(2) - gravity
    !$acc parallel loop copy(p) firstprivate(ax, ay)
    do i = 1, size(p)
      do s = 1, nsteps
        if (p(i)%bounces >= max_bounces) exit
        p(i)%vx = p(i)%vx + ax * dt
        p(i)%vy = p(i)%vy + ay * dt
        p(i)%x = p(i)%x + p(i)%vx * dt
        p(i)%y = p(i)%y + p(i)%vy * dt
        if (p(i)%y < 0.0_wp) then
          p(i)%y = -p(i)%y
          p(i)%vy = -0.5_wp * p(i)%vy
          p(i)%bounces = p(i)%bounces + 1
        end if
      end do
    end do
    steps_done = steps_done + nsteps
  end subroutine

  ! The highest particle, and the total mass above height h (on the device).
  subroutine survey(p, h, top, mass_above)
    type(particle_t), intent(in) :: p(:)
    real(wp), intent(in) :: h
    real(wp), intent(out) :: top, mass_above
    integer :: i
    top = -huge(1.0_wp)
    mass_above = 0.0_wp
    !$acc parallel loop copyin(p) reduction(max:top) reduction(+:mass_above)
    do i = 1, size(p)
      top = max(top, p(i)%y)
      if (p(i)%y > h) mass_above = mass_above + p(i)%mass
    end do
  end subroutine
end module
