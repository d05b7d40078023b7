! Built by plain gfortran: a module whose `use omp_lib` stays public, so it
! makes all of gfortran's omp_lib accessible (CLOUDSC's timer_mod does).
module timers
  use omp_lib
  implicit none
contains
  real(8) function now()
    now = omp_get_wtime()
  end function
end module
