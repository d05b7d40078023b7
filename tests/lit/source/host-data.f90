! RUN: %acc2c --emit=source %s | FileCheck %s
! RUN: %acc2c --emit=source %s | FileCheck %s --check-prefix=NOT
!
! host_data (OpenACC 3.3 2.8): inside the construct each use_device
! variable means its device address. acc2c wraps the body in two BLOCKs
! (rewriter/RegionScope.h): the outer one asks acc2c_use_device for the
! device address of each listed variable (acc2c_flag_if_present with
! if_present, 2.8.3: the host address when the data is not present), the
! inner one re-declares only those variables as pointers onto it, with the
! host's lower bounds. The construct maps nothing: no data operation, no
! region begin or end. Variables not listed (n, p) keep their host
! meaning. (Patterns start with {{^}} or {{^ *}} so that they cannot match
! these comment lines, which are output too.)
!
! CHECK-LABEL: {{^}}subroutine s(a, b, n)
! CHECK:       {{^ *}}! !$acc host_data use_device(a, b) if_present
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK-DAG:   {{^ *}}acc2c_p[[A:[0-9]+]] = acc2c_use_device(loc(a), acc2c_flag_if_present, acc2c_source("a"//c_null_char, "{{[^"]*}}host-data.f90"//c_null_char, [[@LINE+38]]))
! CHECK-DAG:   {{^ *}}acc2c_p[[B:[0-9]+]] = acc2c_use_device(loc(b), acc2c_flag_if_present, acc2c_source("b"//c_null_char,
! CHECK-DAG:   {{^ *}}acc2c_lb[[B]] = lbound(b, kind=c_int64_t)
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK:       {{^ *}}block
! CHECK-DAG:   {{^ *}}real(4), pointer, contiguous :: a(:){{$}}
! CHECK-DAG:   {{^ *}}real(4), pointer, contiguous :: b(:,:){{$}}
! CHECK-DAG:   {{^ *}}call c_f_pointer(acc2c_p[[A]], a, acc2c_ub[[A]] - acc2c_lb[[A]] + 1)
! CHECK-DAG:   {{^ *}}call c_f_pointer(acc2c_p[[B]], b, acc2c_ub[[B]] - acc2c_lb[[B]] + 1)
! CHECK-DAG:   {{^ *}}b(acc2c_lb[[B]](1):, acc2c_lb[[B]](2):) => b
! CHECK:       {{^}}# [[@LINE+29]] "{{[^"]*}}host-data.f90"
! CHECK-NEXT:  {{^}}  p = c_loc(b)
! CHECK-NEXT:  {{^}}  call use_both(a, b, n)
! CHECK-NEXT:  {{^ *}}! !$acc end host_data
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+26]] "{{[^"]*}}host-data.f90"
! Without if_present: no flag.
! CHECK-NEXT:  {{^ *}}! !$acc host_data use_device(a)
! CHECK:       {{^ *}}acc2c_p[[A2:[0-9]+]] = acc2c_use_device(loc(a), 0{{(_c_int)?}}, acc2c_source("a"//c_null_char,
! CHECK:       {{^ *}}real(4), pointer, contiguous :: a(:){{$}}
! CHECK:       {{^}}# [[@LINE+22]] "{{[^"]*}}host-data.f90"
! CHECK-NEXT:  {{^}}  p = c_loc(a)
! CHECK-NEXT:  {{^ *}}! !$acc end host_data
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+19]] "{{[^"]*}}host-data.f90"
! CHECK-NEXT:  {{^}}end subroutine
!
! Nothing is mapped, no region is run, and only a and b are re-declared.
! NOT-NOT: {{^ *(call |[a-z0-9_]+ = )acc2c_(copyin|create|present|copyout|delete|region_begin|region_end)\(}}
! NOT-NOT: {{^ *}}integer(4){{[a-z, ]*}} :: n{{$}}
! NOT-NOT: {{^ *}}type(c_ptr){{[a-z, ]*}} :: p{{$}}
subroutine s(a, b, n)
  use iso_c_binding
  integer :: n
  real, target :: a(n), b(n, 2)
  type(c_ptr) :: q, p
  !$acc host_data use_device(a, b) if_present
  p = c_loc(b)
  call use_both(a, b, n)
  !$acc end host_data
  !$acc host_data use_device(a)
  p = c_loc(a)
  !$acc end host_data
end subroutine
