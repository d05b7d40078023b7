! A module translated on its own (modules.f90 writes its .mod with -J).
module acc_mod_data
  real :: field(100)
  real :: coef
end module
