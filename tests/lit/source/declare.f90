! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=source -J %t %s | FileCheck %s
!
! The declare directive (OpenACC 3.3 2.13).
! In a procedure: the data lives as long as the procedure runs. The entry
! operations (structured counter) go after the last specification
! statement, before the first executable statement, even when the
! directive comes before other declarations; the exit operations, in
! reverse order, go before END (or before CONTAINS).
! In a module: the device copy exists for the whole program (2.13: before
! it is used); acc2c emits nothing in the module and maps the variable
! (acc2c_omp_declare_target, the host's value at that moment) just before
! each construct that uses it, whose own operations then find it present.
! (Patterns start with {{^}} or {{^ *}} so that they cannot match these
! comment lines, which are output too.)
!
! CHECK-LABEL: {{^}}module declare_m
! CHECK-NEXT:  {{^}}  real :: g(10)
! CHECK-NEXT:  {{^ *}}! !$acc declare create(g)
! CHECK-NEXT:  {{^}}# [[@LINE+80]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}end module
!
! CHECK-LABEL: {{^}}subroutine s(a, n)
! CHECK:       {{^ *}}! !$acc declare copyin(a) create(w)
! CHECK-NEXT:  {{^}}# [[@LINE+83]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}  integer :: k
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK:       {{^ *}}acc2c_d = acc2c_copyin(loc(a), size(a, kind=c_size_t)*storage_size(a, kind=c_size_t)/8, acc2c_structured, acc2c_async_sync, acc2c_source("a"//c_null_char, "{{[^"]*}}declare.f90"//c_null_char, [[@LINE+78]]))
! CHECK-NEXT:  {{^ *}}acc2c_d = acc2c_create(loc(w), size(w, kind=c_size_t)*storage_size(w, kind=c_size_t)/8, acc2c_structured, 0, acc2c_async_sync, acc2c_source("w"//c_null_char,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+77]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}  k = 1
! The module variable, before the first construct that uses it...
! CHECK-NEXT:  {{^ *}}! !$acc parallel loop
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK:       {{^ *}}acc2c_d = acc2c_omp_declare_target(loc(g), size(g, kind=c_size_t)*storage_size(g, kind=c_size_t)/8, acc2c_source("g"//c_null_char,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}block
! ...where it, a and w are present, not implicitly copied (2.6.2: they have
! visible data clauses).
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK-NOT:   {{^ *}}acc2c_d = acc2c_{{(copyin|create)}}(
! CHECK:       {{^ *}}acc2c_region = acc2c_region_begin("parallel loop"
! CHECK:       {{^ *}}call acc2c_region_{{[0-9]+}}(
! CHECK:       {{^ *}}call acc2c_region_end(acc2c_region)
! CHECK-NOT:   {{^ *}}call acc2c_{{(copyout|delete)}}(
! CHECK:       {{^ *}}end block
! ...and before the next one.
! CHECK-NEXT:  {{^}}# [[@LINE+63]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^ *}}! !$acc update self(g)
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK:       {{^ *}}acc2c_d = acc2c_omp_declare_target(loc(g),
! CHECK-NEXT:  {{^ *}}call acc2c_update_self(loc(g),
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+57]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}  a(1) = g(1)
! The procedure's exit operations, last, in reverse order.
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK:       {{^ *}}call acc2c_delete(loc(w), size(w, kind=c_size_t)*storage_size(w, kind=c_size_t)/8, acc2c_structured, 0, acc2c_async_sync, acc2c_source("w"//c_null_char,
! CHECK-NEXT:  {{^ *}}call acc2c_delete(loc(a), size(a, kind=c_size_t)*storage_size(a, kind=c_size_t)/8, acc2c_structured, 0, acc2c_async_sync, acc2c_source("a"//c_null_char, "{{[^"]*}}declare.f90"//c_null_char, [[@LINE+43]]))
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+50]] "{{[^"]*}}declare.f90"
! The region procedure comes after them, before END.
! CHECK-NEXT:  {{^}}contains
! CHECK-NEXT:  {{^ *}}subroutine acc2c_region_{{[0-9]+}}(
! CHECK:       {{^}}  do k = 1, n
! CHECK:       {{^ *}}end subroutine acc2c_region_{{[0-9]+}}{{$}}
! CHECK-NEXT:  {{^}}# [[@LINE+44]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}end subroutine s
!
! With internal procedures, the exit operations go before CONTAINS: copy(b)
! copies out when t returns, not when u does.
! CHECK-LABEL: {{^}}subroutine t(b)
! CHECK:       {{^ *}}! !$acc declare copy(b)
! CHECK-NEXT:  {{^}}# [[@LINE+42]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}use acc2c_runtime
! CHECK:       {{^ *}}acc2c_d = acc2c_copyin(loc(b),
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+37]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}  b(1) = 0
! CHECK-NEXT:  {{^}}  call u()
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! CHECK:       {{^ *}}call acc2c_copyout(loc(b),
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[@LINE+32]] "{{[^"]*}}declare.f90"
! CHECK-NEXT:  {{^}}contains
! CHECK-NEXT:  {{^}}  subroutine u()
! CHECK-NEXT:  {{^}}    b(2) = 1
! CHECK-NEXT:  {{^}}  end subroutine
! CHECK-NEXT:  {{^}}end subroutine t
module declare_m
  real :: g(10)
  !$acc declare create(g)
end module

subroutine s(a, n)
  use declare_m
  integer :: n
  real :: a(n)
  real :: w(4)
  !$acc declare copyin(a) create(w)
  integer :: k
  k = 1
  !$acc parallel loop
  do k = 1, n
    a(k) = g(k) + w(1)
  end do
  !$acc update self(g)
  a(1) = g(1)
end subroutine s

subroutine t(b)
  real :: b(2)
  !$acc declare copy(b)
  b(1) = 0
  call u()
contains
  subroutine u()
    b(2) = 1
  end subroutine
end subroutine t
