! `use openacc`: acc2c reads its Flang module, gfortran the .mod in
! acc2c::runtime's include directory.
program present
  use openacc
  implicit none
  real :: v(8)
  v = 2
  !$acc enter data copyin(v)
  print '(a,l1)', 'present after enter data: ', acc_is_present(v)
  v = 5
  !$acc update self(v(1:4))
  print '(8f4.1)', v
  !$acc exit data delete(v)
  print '(a,l1)', 'present after exit data: ', acc_is_present(v)
end program present
