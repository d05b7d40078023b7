program scale
  implicit none
  integer, parameter :: n = 10
  real :: a(n)
  integer :: i
  a = [(real(i), i = 1, n)]
  include 'double.inc'
#include "report.inc"
  print '(f6.1)', sum(a)
end program scale
