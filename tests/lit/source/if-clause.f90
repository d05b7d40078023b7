! RUN: %acc2c --emit=source %s | FileCheck %s
!
! The if clause of a data construct (OpenACC 3.3 2.6.5) decides once, at
! entry, for entry and exit: its value goes into a flag of a BLOCK that
! encloses the whole construct, and both the entry and the exit operations
! run under it. host_data's if (2.8): where it is false the body sees the
! host address (acc2c_region_data with 0: the data itself). (Patterns start
! with {{^}} or {{^ *}} so that they cannot match these comment lines.)
!
! CHECK-LABEL: {{^}}subroutine s(a, on)
! CHECK:       {{^ *}}! !$acc data copy(a) if(on .and. a(1) > 0)
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}logical :: acc2c_if[[L:[0-9]+]]
! CHECK-NEXT:  {{^ *}}acc2c_if[[L]] = on .and. a(1) > 0
! CHECK:       {{^ *}}if (acc2c_if[[L]]) then
! CHECK-NEXT:  {{^ *}}acc2c_d = acc2c_copyin(loc(a),
! CHECK:       {{^}}  a(1) = 0
! CHECK-NEXT:  {{^ *}}! !$acc end data
! CHECK-NEXT:  {{^ *}}block
! CHECK:       {{^ *}}if (acc2c_if[[L]]) then
! CHECK-NEXT:  {{^ *}}call acc2c_copyout(loc(a),
! CHECK-NEXT:  {{^ *}}end if
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end block
! CHECK:       {{^ *}}! !$acc host_data use_device(a) if(on)
! CHECK:       {{^ *}}if (on) then
! CHECK-NEXT:  {{^ *}}acc2c_p[[A:[0-9]+]] = acc2c_use_device(loc(a), 0_c_int,
! CHECK-NEXT:  {{^ *}}else
! CHECK-NEXT:  {{^ *}}acc2c_p[[A]] = acc2c_region_data(loc(a), size(a, kind=c_size_t)*storage_size(a, kind=c_size_t)/8, 0_c_int,
! CHECK-NEXT:  {{^ *}}end if
subroutine s(a, on)
  real :: a(10)
  logical :: on
  !$acc data copy(a) if(on .and. a(1) > 0)
  a(1) = 0
  !$acc end data
  !$acc host_data use_device(a) if(on)
  call sub(a)
  !$acc end host_data
end subroutine
