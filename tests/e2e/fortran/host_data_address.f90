! host_data use_device (OpenACC 3.3 2.8, 2.8.1): inside the construct the
! name a stands for the device copy, so a procedure called with a receives
! the device address, the one acc_deviceptr gives; outside it receives the
! host address. With if_present (2.8.3) data that is not on the device
! keeps its host address.
! (gfortran's shared-memory host fallback prints F on the third line: its
! device address is the host address.)
program host_data_address
  use openacc
  use, intrinsic :: iso_c_binding
  implicit none
  real, target :: a(8), b(8)
  type(c_ptr) :: dev, inside, outside, pb
  a = 1
  b = 2
  !$acc enter data copyin(a)
  dev = acc_deviceptr(a)
  !$acc host_data use_device(a)
  call address_of(a, inside)
  !$acc end host_data
  call address_of(a, outside)
  !$acc host_data use_device(b) if_present
  call address_of(b, pb)
  !$acc end host_data
  print '(a,l1)', 'inside host_data: the device address:   ', c_associated(inside, dev)
  print '(a,l1)', 'outside host_data: the host address:    ', c_associated(outside, c_loc(a))
  print '(a,l1)', 'device and host addresses differ:       ', .not. c_associated(inside, outside)
  print '(a,l1)', 'if_present, b absent: the host address: ', c_associated(pb, c_loc(b))
  !$acc exit data delete(a)
contains
  subroutine address_of(x, p)
    real, target, intent(in) :: x(8)
    type(c_ptr), intent(out) :: p
    p = c_loc(x)
  end subroutine
end program
