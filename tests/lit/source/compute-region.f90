! RUN: %acc2c --emit=source %s | FileCheck %s
! RUN: %acc2c --emit=source %s | FileCheck %s --check-prefix=NOT
!
! A compute construct (OpenACC 3.3 2.5) becomes two BLOCKs that call the
! region procedure holding the user's body (rewriter/RegionScope.h). The
! outer block does the entry
! data operations (2.7.6 copy, 2.7.7 copyin: copyin with the structured
! counter) and asks acc2c_region_data for the address each variable the
! body uses has in the region. The inner block re-declares those
! variables under their own names: arrays as pointers onto the region
! address (with the host's lower bounds), the copy scalar x as a local
! loaded from its device copy and stored back after the body; the
! firstprivate y (2.5.14) as a local initialised from the host value
! captured before the region; the private t and w (2.5.13) as fresh
! locals (w allocated with the host's bounds), which are never loaded,
! stored back or mapped. It passes them all to the region procedure, an
! internal procedure whose dummies have the same names (arrays with
! explicit shape, their bounds passed too) and whose execution part is the
! body. After the call: store back, end of the inner block,
! acc2c_region_end, then the exit operations in reverse clause order
! (copyin(b): delete; copy: copyout), then the end of the outer block.
! Line markers give the body and the line after the construct their own
! numbers. (Patterns start with {{^}} or {{^ *}}, any indentation of
! generated code, so that they cannot match these comment lines, which are
! output too.)
!
! Nowhere a region address, a device pointer or a store back for the
! firstprivate y or the private t, or a store back for w:
! NOT-NOT: {{^ *}}acc2c_{{[a-z]+[0-9]+}} = acc2c_region_data(loc({{[yt]}})
! NOT-NOT: {{^ *}}call c_f_pointer(acc2c_p{{[0-9]+}}, {{[ytw]}}
! NOT-NOT: {{^ *}}acc2c_s{{[0-9]+}} = {{[ytw]}}{{$}}
!
! CHECK-LABEL: {{^}}subroutine s(a, b, n, x, y, t, w)
! CHECK:       {{^ *}}! !$acc parallel copy(a, x) copyin(b) firstprivate(y) private(t, w)
! CHECK-NEXT:  {{^ *}}block
! CHECK-NOT:   {{^}}# {{[0-9]+}} "
! Entry ops, in clause order.
! CHECK:       {{^ *}}acc2c_d = acc2c_copyin(loc(a), size(a, kind=c_size_t)*storage_size(a, kind=c_size_t)/8, acc2c_structured, acc2c_async_sync, acc2c_source("a"//c_null_char, "{{[^"]*}}compute-region.f90"//c_null_char, [[#@LINE+67]]))
! CHECK-NEXT:  {{^ *}}acc2c_d = acc2c_copyin(loc(x), storage_size(x, kind=c_size_t)/8, acc2c_structured, acc2c_async_sync, acc2c_source("x"//c_null_char,
! CHECK-NEXT:  {{^ *}}acc2c_d = acc2c_copyin(loc(b), size(b, kind=c_size_t)*storage_size(b, kind=c_size_t)/8, acc2c_structured, acc2c_async_sync, acc2c_source("b"//c_null_char,
! The firstprivate value is taken from the host before the region; a region
! address for each of x, a, b (acc2c_on_device: their device copies), none
! for y or t; w is only looked up on the host (0: never a device copy), for
! its bounds.
! CHECK-DAG:   {{^ *}}acc2c_v[[Y:[0-9]+]] = y{{$}}
! CHECK-DAG:   {{^ *}}acc2c_p[[X:[0-9]+]] = acc2c_region_data(loc(x), storage_size(x, kind=c_size_t)/8, acc2c_on_device, acc2c_source("x"//c_null_char,
! CHECK-DAG:   {{^ *}}acc2c_p[[A:[0-9]+]] = acc2c_region_data(loc(a), size(a, kind=c_size_t)*storage_size(a, kind=c_size_t)/8, acc2c_on_device, acc2c_source("a"//c_null_char,
! CHECK-DAG:   {{^ *}}acc2c_p[[B:[0-9]+]] = acc2c_region_data(loc(b), size(b, kind=c_size_t)*storage_size(b, kind=c_size_t)/8, acc2c_on_device, acc2c_source("b"//c_null_char,
! CHECK-DAG:   {{^ *}}acc2c_lb[[A]] = lbound(a, kind=c_int64_t)
! CHECK-DAG:   {{^ *}}acc2c_p[[W:[0-9]+]] = acc2c_region_data(loc(w), size(w, kind=c_size_t)*storage_size(w, kind=c_size_t)/8, 0_c_int, acc2c_source("w"//c_null_char,
! CHECK:       {{^ *}}acc2c_region = acc2c_region_begin("parallel"//c_null_char, acc2c_async_sync, acc2c_source("parallel"//c_null_char, "{{[^"]*}}compute-region.f90"//c_null_char, [[#@LINE+54]]))
! CHECK-NEXT:  {{^ *}}block
! The inner block's declarations and loads.
! CHECK-DAG:   {{^ *}}real(4) :: t{{$}}
! CHECK-DAG:   {{^ *}}real(4), allocatable :: w(:){{$}}
! CHECK-DAG:   {{^ *}}real(4) :: y{{$}}
! CHECK-DAG:   {{^ *}}real(4) :: x{{$}}
! CHECK-DAG:   {{^ *}}real(4), pointer :: acc2c_s[[X]]{{$}}
! CHECK-DAG:   {{^ *}}real(4), pointer, contiguous :: a(:){{$}}
! CHECK-DAG:   {{^ *}}real(4), pointer, contiguous :: b(:){{$}}
! CHECK-DAG:   {{^ *}}y = acc2c_v[[Y]]{{$}}
! CHECK-DAG:   {{^ *}}call c_f_pointer(acc2c_p[[X]], acc2c_s[[X]])
! CHECK-DAG:   {{^ *}}x = acc2c_s[[X]]{{$}}
! CHECK-DAG:   {{^ *}}if (c_associated(acc2c_p[[W]])) allocate(w(acc2c_lb[[W]](1):acc2c_ub[[W]](1)))
! CHECK-DAG:   {{^ *}}call c_f_pointer(acc2c_p[[A]], a, acc2c_ub[[A]] - acc2c_lb[[A]] + 1)
! CHECK-DAG:   {{^ *}}a(acc2c_lb[[A]](1):) => a
! CHECK-DAG:   {{^ *}}call c_f_pointer(acc2c_p[[B]], b, acc2c_ub[[B]] - acc2c_lb[[B]] + 1)
! CHECK-NOT:   {{^ *}}{{t|w}} = acc2c_
! CHECK:       {{^ *}}call acc2c_region_[[#@LINE+36]](t, y, w, x, a, acc2c_lb[[A]], acc2c_ub[[A]], b, acc2c_lb[[B]], acc2c_ub[[B]]){{$}}
! Only the copy scalar is stored back.
! CHECK-NEXT:  {{^ *}}acc2c_s[[X]] = x{{$}}
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}call acc2c_region_end(acc2c_region)
! CHECK-NEXT:  {{^ *}}call acc2c_delete(loc(b), size(b, kind=c_size_t)*storage_size(b, kind=c_size_t)/8, acc2c_structured, 0, acc2c_async_sync, acc2c_source("b"//c_null_char,
! CHECK-NEXT:  {{^ *}}call acc2c_copyout(loc(x), storage_size(x, kind=c_size_t)/8, acc2c_structured, 0, acc2c_async_sync, acc2c_source("x"//c_null_char,
! CHECK-NEXT:  {{^ *}}call acc2c_copyout(loc(a), size(a, kind=c_size_t)*storage_size(a, kind=c_size_t)/8, acc2c_structured, 0, acc2c_async_sync, acc2c_source("a"//c_null_char,
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[#@LINE+32]] "{{[^"]*}}compute-region.f90"
! CHECK-NEXT:  {{^ *}}! !$acc end parallel
! CHECK-NEXT:  {{^}}# [[#@LINE+31]] "{{[^"]*}}compute-region.f90"
! CHECK-NEXT:  {{^}}  a(2) = 0
! The region procedure, before END after a CONTAINS of its own.
! CHECK-NEXT:  {{^}}contains
! CHECK-NEXT:  {{^}}  subroutine acc2c_region_[[#@LINE+21]](t, y, w, x, a, acc2c_lb[[A]], acc2c_ub[[A]], b, acc2c_lb[[B]], acc2c_ub[[B]]){{$}}
! CHECK-NEXT:  {{^ *}}use, intrinsic :: iso_c_binding, only: c_int64_t
! CHECK-DAG:   {{^ *}}real(4) :: t{{$}}
! CHECK-DAG:   {{^ *}}real(4) :: y{{$}}
! CHECK-DAG:   {{^ *}}real(4), allocatable :: w(:){{$}}
! CHECK-DAG:   {{^ *}}real(4) :: x{{$}}
! CHECK-DAG:   {{^ *}}integer(c_int64_t), intent(in) :: acc2c_lb[[A]](1), acc2c_ub[[A]](1){{$}}
! CHECK-DAG:   {{^ *}}real(4) :: a(acc2c_lb[[A]](1):acc2c_ub[[A]](1)){{$}}
! CHECK-DAG:   {{^ *}}integer(c_int64_t), intent(in) :: acc2c_lb[[B]](1), acc2c_ub[[B]](1){{$}}
! CHECK-DAG:   {{^ *}}real(4) :: b(acc2c_lb[[B]](1):acc2c_ub[[B]](1)){{$}}
! CHECK:       {{^}}# [[#@LINE+12]] "{{[^"]*}}compute-region.f90"
! CHECK-NEXT:  {{^}}  t = y * 2.0
! CHECK-NEXT:  {{^}}  w = t
! CHECK-NEXT:  {{^}}  x = x + t
! CHECK-NEXT:  {{^}}  a(1) = b(1) + x + w(1)
! CHECK-NEXT:  {{^}}  end subroutine acc2c_region_[[#@LINE+6]]{{$}}
! CHECK-NEXT:  {{^}}# [[#@LINE+12]] "{{[^"]*}}compute-region.f90"
! CHECK-NEXT:  {{^}}end subroutine
subroutine s(a, b, n, x, y, t, w)
  integer :: n
  real :: a(n), b(n), x, y, t, w(n)
  !$acc parallel copy(a, x) copyin(b) firstprivate(y) private(t, w)
  t = y * 2.0
  w = t
  x = x + t
  a(1) = b(1) + x + w(1)
  !$acc end parallel
  a(2) = 0
end subroutine
