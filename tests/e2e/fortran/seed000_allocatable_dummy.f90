! docs/descriptors.md, "ALLOCATABLE variables" and "Pointer dummy arguments":
! POINTER and ALLOCATABLE members follow the same attachment rules, and so
! does an ALLOCATABLE dummy. The dummy a is dd%a itself (gfortran passes
! dd%a's descriptor), so copyin(a) copies the 2x2 data and attaches dd%a
! inside dd's device copy; the serial region reads
! dd%a(1,2) = reshape((/1,2,3,4/),(/2,2/))(1,2) = 3.0 from the device copy
! (the host's was changed to -1.0 after the copyin).
module types
  type ty2
     real, allocatable :: a(:,:)
  end type ty2
end module types
  use types
  use openacc
  type(ty2), target :: dd
  dd%a = reshape((/1,2,3,4/),(/2,2/))
  call wrapper(dd, dd%a)
  print '(a,l1)', 'dd present: ', acc_is_present(dd)
  print '(a,l1)', 'dd%a present: ', acc_is_present(dd%a)
  print '(a,f5.1)', 'host dd%a(1,2): ', dd%a(1,2)
contains
  subroutine wrapper(dd, a)
    type(ty2), target :: dd
    real, allocatable, target :: a(:,:)
    !$acc enter data copyin(dd)
    !$acc enter data copyin(a)
    a(1,2) = -1.0
    !$acc serial present(dd)
    print '(a,f5.1)', 'dd%a(1,2) in the region: ', dd%a(1,2)
    !$acc end serial
  end subroutine
end
