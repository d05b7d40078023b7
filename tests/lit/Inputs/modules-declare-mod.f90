! A module whose variable is in an `acc declare create` (modules-declare.f90).
module acc_mod_declared
  real :: dfield(100)
  !$acc declare create(dfield)
end module
