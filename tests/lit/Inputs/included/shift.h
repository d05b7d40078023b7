  !$acc kernels
  a(1) = SHIFT(a(1))
  !$acc end kernels
