program use_plainuser
  use mylib, only: grid
  use plainuser
  implicit none
  type(grid) :: g
  call setup(g)
  !$acc wait
  print *, g%n
end program
