! The if clause on a data construct (OpenACC 3.3 2.6.5): when the condition
! is false, no data action happens at entry or at exit, and the decision
! taken at entry also holds at exit even if the condition's variables
! change in between. The same for host_data (2.8): if(.false.) keeps the
! host address.
program data_if_clause
  use openacc
  use, intrinsic :: iso_c_binding
  implicit none
  real, target :: a(4)
  logical :: on
  type(c_ptr) :: inside
  integer :: i
  a = 1
  on = .true.
  !$acc data copy(a) if(on)
  on = .false.              ! too late: the exit still copies out
  print '(a,l1)', 'if(.true.): present inside:  ', acc_is_present(a)
  !$acc parallel loop present(a)
  do i = 1, 4
    a(i) = a(i) + 10
  end do
  !$acc end data
  print '(a,l1,a,f5.1)', 'after: present ', acc_is_present(a), '  a(1) =', a(1)
  !$acc data copy(a) if(on)
  print '(a,l1)', 'if(.false.): present inside: ', acc_is_present(a)
  on = .true.               ! too late: no exit action either
  !$acc end data
  print '(a,l1)', 'after if(.false.): present   ', acc_is_present(a)
  !$acc enter data copyin(a)
  !$acc host_data use_device(a) if(on)
  call address_of(a, inside)
  !$acc end host_data
  print '(a,l1)', 'host_data if(.true.): device address: ', c_associated(inside, acc_deviceptr(a))
  on = .false.
  !$acc host_data use_device(a) if(on)
  call address_of(a, inside)
  !$acc end host_data
  print '(a,l1)', 'host_data if(.false.): host address:  ', c_associated(inside, c_loc(a))
  !$acc exit data delete(a)
contains
  subroutine address_of(x, p)
    real, target, intent(in) :: x(4)
    type(c_ptr), intent(out) :: p
    p = c_loc(x)
  end subroutine
end program
