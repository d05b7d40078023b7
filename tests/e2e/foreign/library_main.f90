! A program through acc2c-gfortran using mylib, a library module that plain
! gfortran built into a static library.
program library_main
  use mylib
  implicit none
  type(grid) :: g
  real(8) :: a(nmax)
  integer :: i
  g%n = nmax
  call fill(g, scale)
  call fill(a, 1d0)
  !$acc parallel loop copy(a)
  do i = 1, nmax
    a(i) = a(i) * scale + i
  end do
  print '(i0, 1x, f0.1, 1x, f0.1)', calls, sum(a), sum(g%v)
end program
