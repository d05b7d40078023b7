! docs/data-operations.md, "Worked examples" (a section inside a whole array),
! with prints between the constructs: the second copy finds the data
! present and only increments the structured reference counter
! (2.6.7, 2.7.6). So the end of the serial construct only decrements
! that counter: nothing is copied out there, and the host array still holds
! its values from before the data construct until end data copies all ten
! elements out. arraysize, which only the serial construct maps, is copied
! out at its end.
program main
  use openacc
  integer, allocatable :: array(:)
  integer :: arraysize
  allocate(array(10))
  array = 0
  arraysize = -1
  !$acc data copy(array)
    !$acc serial copy(array(5:10)) copyout(arraysize)
      do ii = 1, 10
        array(ii) = ii
      end do
      arraysize = size(array)
    !$acc end serial
    print '(a,10(1x,i0))', 'after end serial:', array
    print '(a,1x,i0)', 'arraysize after end serial:', arraysize
    print '(a,l1)', 'array present after end serial: ', acc_is_present(array)
  !$acc end data
  print '(a,10(1x,i0))', 'after end data:', array
  print '(a,l1)', 'array present after end data: ', acc_is_present(array)
end program
