! declare in a module: create, copyin, device_resident, link.
module declare_module
  real :: g1(100), g2(100), g3(100), g4(100)
  !$acc declare create(g1)
  !$acc declare copyin(g2)
  !$acc declare device_resident(g3)
  !$acc declare link(g4)
end module
