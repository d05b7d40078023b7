! declare create in a module (OpenACC 3.3 2.13, 2.13.2): the module array
! coef has a device copy for the whole program, present in every region
! (an implicit copy finds it present). Host and device copies are kept in
! step only by update device / update self (2.14.4).
! (gfortran's shared-memory host fallback prints 101..105 on the first
! line: its update self has nothing to copy.)
module declare_module_create_data
  implicit none
  integer, parameter :: n = 5
  real :: coef(n)
  !$acc declare create(coef)
end module

program declare_module_create
  use declare_module_create_data
  use openacc
  implicit none
  real :: r(n)
  integer :: i
  coef = [(real(i), i = 1, n)]
  !$acc update device(coef)
  !$acc parallel loop copyout(r)
  do i = 1, n
    r(i) = coef(i) * 2
  end do
  !$acc parallel loop
  do i = 1, n
    coef(i) = coef(i) + 100
  end do
  print '(a,5f7.1)', 'host coef before update self:', coef
  !$acc update self(coef)
  print '(a,5f7.1)', 'host coef after update self: ', coef
  print '(a,5f7.1)', 'r =                          ', r
  print '(a,l1)', 'coef present: ', acc_is_present(coef)
end program
