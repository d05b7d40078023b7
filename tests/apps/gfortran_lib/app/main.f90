! Particles thrown from a tower, integrated with OpenACC, with the types,
! constants, variables and procedures of a library acc2c never compiled.
program throw
  use phys_lib
  use sim
  implicit none
  integer, parameter :: n = 12
  type(particle_t) :: p(n)
  real(wp) :: e0, e1, top, mass_above
  integer :: i

  call phys_setup(0.0625_wp, 0.5_wp, 0.0_wp)
  do i = 1, n
    p(i) = launch(real(i, wp) * 0.5_wp, 20.0_wp, real(i - 6, wp), real(2 * i, wp))
  end do
  e0 = energy(p)
  print '(a, f0.6)', 'energy0 ', e0
  print '(a, f0.6)', 'energy_p1 ', energy(p(1))

  call advance(p, 40)
  call advance(p, 40)
  e1 = energy(p)
  call survey(p, 10.0_wp, top, mass_above)

  print '(a, i0)', 'steps ', steps_done
  print '(a, es23.15)', 'energy1 ', e1
  print '(a, es23.15)', 'top ', top
  print '(a, f0.6)', 'mass_above ', mass_above
  print '(a, *(1x, i0))', 'bounces', p%bounces
  do i = 1, n, 5
    print '(a, i0, 2(1x, es23.15))', 'particle ', i, p(i)%x, p(i)%y
  end do
end program
