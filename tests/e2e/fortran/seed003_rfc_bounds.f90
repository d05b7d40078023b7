! docs/data-operations.md, "Worked examples" (a section inside a whole array),
! the acc.bounds example. data copy(array) maps all ten elements; the nested
! serial copy(array(5:10)) finds the section present and only increments
! its structured reference counter (2.6.7), so no data moves at the serial
! construct. The region may still write every element: the whole array is
! on the device. size(array) comes from the descriptor, 10. Without OpenACC
! the program prints 1 2 3 4 5 6 7 8 9 10 / 10, and the offload
! implementations print the same: the end of the data construct copies all
! ten elements out, and arraysize is copied out at the end of the serial
! construct. (The prints use explicit formats: one space before each number.)
program main
  integer, allocatable :: array(:)
  integer :: arraysize
  allocate(array(10))
  !$acc data copy(array)
    !$acc serial copy(array(5:10)) copyout(arraysize)
      do ii = 1, 10
        array(ii) = ii
      end do
      arraysize = size(array)
    !$acc end serial
  !$acc end data
  print '(10(1x,i0))', array
  print '(1x,i0)', arraysize
end program
