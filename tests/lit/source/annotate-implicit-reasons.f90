! RUN: %acc2c --emit=source --annotate %s | FileCheck %s
!
! --annotate says why an implicit op departs from the letter of OpenACC
! 3.3 2.6.2: a kernels scalar the region never writes comes in only
! (docs/differences-from-flang.md D26), and the region reads it as a value:
! one lookup stands for its copyin and delete (docs/data-operations.md,
! "Read-only scalars"); one it writes is still copied back.
subroutine scale(a, m, s)
  real :: a(8)
  integer :: m
  real :: s
  ! CHECK:      {{^ *}}! implicit copy(s): copyin at entry, structured reference counter (OpenACC 3.3, 2.6.2){{$}}
  ! CHECK:      {{^ *}}! implicit copyin(m): copyin at entry, structured reference counter (OpenACC 3.3, 2.6.2; the region never writes it), read as a value: its device copy's if present, else the host's (one lookup for the copyin and its delete){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_region_value(acc2c_addr(acc2c_m), acc2c_addr(m), 4_acc2c_size, acc2c_region_device,
  ! CHECK:      {{^ *}}call acc2c_region_{{[0-9]+}}(acc2c_a, {{.*}}, acc2c_m, acc2c_s)
  ! CHECK:      {{^ *}}! implicit copy(s): copyout at exit, structured reference counter (OpenACC 3.3, 2.6.2){{$}}
  ! CHECK-NOT:  delete
  ! CHECK:      {{^ *}}subroutine acc2c_region_{{[0-9]+}}(a, {{.*}}, m, s)
  ! CHECK:      {{^ *}}integer(4), value :: m
  !$acc kernels copy(a)
  a(m) = s
  s = 2 * s
  !$acc end kernels
end subroutine
