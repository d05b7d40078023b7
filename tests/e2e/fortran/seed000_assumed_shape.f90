! docs/descriptors.md, "Other descriptors": the
! assumed-shape dummy a(10:,10:) is a temporary descriptor over dd%a's data
! with its own lower bounds. The only actions required are those of
! copyin(a) (2.7.7): the data is copied in for the region and deleted at its
! end. In the region a(10,11) is dd%a(1,2) = 3.0, and lbound(a) is (10,10);
! the region's write to a(10,11) goes to the device copy only (copyin has
! no copyout), so the host's dd%a(1,2) stays 3.0.
module types
  type ty2
     real, allocatable :: a(:,:)
  end type ty2
end module types
program main
  use types
  use openacc
  type(ty2), target :: dd
  dd%a = reshape((/1,2,3,4/),(/2,2/))
  call wrapper(dd%a)
  print '(a,l1)', 'dd%a present after the region: ', acc_is_present(dd%a)
  print '(a,f5.1)', 'host dd%a(1,2): ', dd%a(1,2)
contains
  subroutine wrapper(a)
    real :: a(10:,10:)
    integer :: lb(2)
    !$acc serial copyin(a) copyout(lb)
    print '(a,f5.1)', 'a(10,11) in the region: ', a(10,11)
    lb = lbound(a)
    a(10,11) = 99.0
    !$acc end serial
    print '(a,2(1x,i0))', 'lbound(a) in the region:', lb
  end subroutine
end program
