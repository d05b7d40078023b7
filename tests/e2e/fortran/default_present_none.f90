! default(present) and default(none) on compute constructs (OpenACC 3.3
! 2.5.16, 2.6.2): under default(present) an array in no clause must already
! be on the device and the region uses that device copy; under default(none)
! every variable has an explicit clause (the loop bound is a literal: Flang
! also asks for named constants under default(none)). The copy clause of
! the enclosing data region brings the device results back at its end.
program default_present_none
  implicit none
  integer, parameter :: n = 5
  real :: a(n), b(n), c(n)
  integer :: i
  a = [(real(i), i = 1, n)]
  b = 100
  c = 0
  !$acc data copy(a) copyin(b)
  !$acc parallel loop default(present)
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
  !$acc kernels loop default(none) present(a) copyout(c)
  do i = 1, 5
    c(i) = a(i) * 2
  end do
  !$acc end data
  print '(a,5f7.1)', 'a =', a
  print '(a,5f7.1)', 'c =', c
end program
