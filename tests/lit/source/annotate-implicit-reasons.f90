! RUN: %acc2c --emit=source --annotate %s | FileCheck %s
!
! --annotate says why an implicit op departs from the letter of OpenACC
! 3.3 2.6.2: a kernels scalar the region never writes comes in only
! (docs/differences-from-flang.md D26); one it writes is still copied back.
subroutine scale(a, m, s)
  real :: a(8)
  integer :: m
  real :: s
  ! CHECK:      {{^ *}}! implicit copyin(m): copyin at entry, structured reference counter (OpenACC 3.3, 2.6.2; the region never writes it){{$}}
  ! CHECK:      {{^ *}}! implicit copy(s): copyin at entry, structured reference counter (OpenACC 3.3, 2.6.2){{$}}
  ! CHECK:      {{^ *}}! implicit copy(s): copyout at exit, structured reference counter (OpenACC 3.3, 2.6.2){{$}}
  ! CHECK:      {{^ *}}! implicit copyin(m): delete at exit, structured reference counter (OpenACC 3.3, 2.6.2; the region never writes it){{$}}
  !$acc kernels copy(a)
  a(m) = s
  s = 2 * s
  !$acc end kernels
end subroutine
