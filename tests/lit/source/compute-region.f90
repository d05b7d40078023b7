! RUN: %acc2c --emit=source %s | FileCheck %s
! RUN: %acc2c --emit=source %s | FileCheck %s --check-prefix=NOT
!
! A compute construct (OpenACC 3.3 2.5) becomes one BLOCK that calls the
! region procedure acc2c_region_<directive line> holding the user's body
! (rewriter/RegionScope.h). The block does the entry data operations (2.7.6
! copy, 2.7.7 copyin: copyin with the structured counter) and makes, for
! each variable the body uses, a value named acc2c_<name>: arrays and the
! copy scalar x are pointers onto the address acc2c_region_data gives them
! in the region (their device copies); the private array w (2.5.13) is a
! fresh allocation with w's bounds. The firstprivate y (2.5.14) goes to a
! VALUE dummy and the private scalar t is a local of the region procedure:
! none of y, t, w is mapped or looked up, none is stored back. The region
! procedure is an internal procedure whose dummies have the variables'
! own names (arrays with explicit shape, their bounds passed too; x aliases
! its device copy, so nothing is stored back) and whose execution part is
! the body. After the call: acc2c_region_end, then the exit operations in
! reverse clause order (copyin(b): delete; copy: copyout), then the end of
! the block.
!
! Where the body stays in place (here: in an internal procedure, see
! outline.f90) the block holds a second one that re-declares the variables
! under their own names: arrays as pointers onto the values (with the
! host's lower bounds), x as a local loaded from its device copy and stored
! back after the body, y as a local initialised from the host value taken
! before the region, t as a fresh local (never loaded), w as the fresh
! allocation.
!
! Line markers give the body and the line after the construct their own
! numbers. (Patterns start with {{^}} or {{^ *}}, any indentation of
! generated code, so that they cannot match these comment lines, which are
! output too.)
!
! Nowhere a data operation or region address for y, t or w, nor a value
! for the private t:
! NOT-NOT: {{^ *call acc2c_[a-z_]+\((acc2c_region_data\()?loc\([ytw]\)}}
! NOT-NOT: {{^ *([^ !#].*)?acc2c_t([^a-z_0-9]|$)}}
! NOT-NOT: {{^ *}}t = acc2c_

! CHECK-LABEL: {{^}}subroutine s(a, b, n, x, y, t, w)
subroutine s(a, b, n, x, y, t, w)
  ! CHECK:      {{^ *}}use acc2c_runtime
  ! CHECK-NEXT: {{^}}# [[#@LINE+1]] "{{[^"]*}}compute-region.f90"
  integer :: n
  real :: a(n), b(n), x, y, t, w(n)
  ! CHECK:      {{^ *}}character(*), parameter :: acc2c_file = acc2c_nul // "{{[^"]*}}compute-region.f90" // acc2c_nul
  ! CHECK-NEXT: {{^}}# [[#PAR:@LINE+1]] "{{[^"]*}}compute-region.f90"
  !$acc parallel copy(a, x) copyin(b) firstprivate(y) private(t, w)
  ! CHECK-NEXT: {{^ *}}! !$acc parallel copy(a, x) copyin(b) firstprivate(y) private(t, w)
  ! CHECK-NEXT: {{^ *}}block
  ! The values, in the order the body uses them: none for t or y.
  ! CHECK-NEXT: {{^ *}}real(4), allocatable :: acc2c_w(:){{$}}
  ! CHECK-NEXT: {{^ *}}real(4), pointer :: acc2c_x{{$}}
  ! CHECK-NEXT: {{^ *}}real(4), pointer, contiguous :: acc2c_a(:){{$}}
  ! CHECK-NEXT: {{^ *}}real(4), pointer, contiguous :: acc2c_b(:){{$}}
  ! CHECK-NEXT: {{^ *}}integer(acc2c_int) :: acc2c_region{{$}}
  ! Entry ops, in clause order, with the directive's line PAR.
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#PAR]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr(x),{{( &[[:space:]]+| )}}4_acc2c_size,{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"x" // acc2c_file // "[[#PAR]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(b),{{( &[[:space:]]+| )}}4_acc2c_size * size(b,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"b" // acc2c_file // "[[#PAR]]")
  ! CHECK-NOT:  {{^ *([^ !#].*)?acc2c_y([^a-z_0-9]|$)}}
  ! w is allocated like the host's w; x, a and b point to their device
  ! copies, x without a shape ([[:space:]] spans the line break, wherever
  ! the printer puts it).
  ! CHECK-DAG:  {{^ *}}allocate(acc2c_w, mold=w)
  ! CHECK-DAG:  {{^ *}}call acc2c_f_pointer(acc2c_region_data(acc2c_addr(x),{{( &[[:space:]]+| )}}4_acc2c_size,{{( &[[:space:]]+| )}}acc2c_region_device,{{( &[[:space:]]+| )}}"x" // acc2c_file // "{{[0-9]+}}"),{{( &[[:space:]]+| )}}acc2c_x){{$}}
  ! CHECK-DAG:  {{^ *}}call acc2c_f_pointer(acc2c_region_data(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_region_device,{{( &[[:space:]]+| )}}"a" // acc2c_file // "{{[0-9]+}}"),{{( &[[:space:]]+| )}}acc2c_a,{{( &[[:space:]]+| )}}shape(a)){{$}}
  ! CHECK-DAG:  {{^ *}}call acc2c_f_pointer(acc2c_region_data(acc2c_addr_array(b),{{( &[[:space:]]+| )}}4_acc2c_size * size(b,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_region_device,{{( &[[:space:]]+| )}}"b" // acc2c_file // "{{[0-9]+}}"),{{( &[[:space:]]+| )}}acc2c_b,{{( &[[:space:]]+| )}}shape(b)){{$}}
  ! CHECK-NOT:  {{^ *([^ !#].*)?acc2c_y([^a-z_0-9]|$)}}
  ! CHECK:      {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "parallel" // acc2c_file // "[[#PAR]]")
  ! y by value, the values for w, x, a, b, and the bounds of a and b; not t.
  ! Nothing is stored back.
  ! CHECK-NEXT: {{^ *}}call acc2c_region_[[#PAR]](y, acc2c_w, acc2c_x, acc2c_a, lbound(a, 1), ubound(a, 1), acc2c_b, lbound(b, 1),{{( &[[:space:]]+| )}}ubound(b, 1)){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_region_end(acc2c_region)
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(b),{{( &[[:space:]]+| )}}4_acc2c_size * size(b,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"b" // acc2c_file // "[[#PAR]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr(x),{{( &[[:space:]]+| )}}4_acc2c_size,{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"x" // acc2c_file // "[[#PAR]]")
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}0_acc2c_int,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#PAR]]")
  ! CHECK-NEXT: {{^ *}}end block
  t = y * 2.0
  w = t
  x = x + t
  a(1) = b(1) + x + w(1)
  !$acc end parallel
  ! (The comments between the directive and the body's first statement stay
  ! here: the region procedure takes the body only.)
  ! CHECK:      {{^}}# [[#END:@LINE-3]] "{{[^"]*}}compute-region.f90"
  ! CHECK-NEXT: {{^ *}}! !$acc end parallel
  ! CHECK-NEXT: {{^}}# [[#END+1]] "{{[^"]*}}compute-region.f90"
  ! CHECK:      {{^}}  a(2) = 0
  a(2) = 0
  ! The region procedure, before END after a CONTAINS of its own: t is a
  ! local, not a dummy.
  ! CHECK:      {{^}}contains
  ! CHECK-NEXT: {{^ *}}subroutine acc2c_region_[[#PAR]](y, w, x, a, acc2c_a_lb1, acc2c_a_ub1, b, acc2c_b_lb1, acc2c_b_ub1){{$}}
  ! CHECK-DAG:  {{^ *}}real(4), value :: y{{$}}
  ! CHECK-DAG:  {{^ *}}real(4), allocatable :: w(:){{$}}
  ! CHECK-DAG:  {{^ *}}real(4) :: x{{$}}
  ! CHECK-DAG:  {{^ *}}integer, value :: acc2c_a_lb1, acc2c_a_ub1{{$}}
  ! CHECK-DAG:  {{^ *}}real(4) :: a(acc2c_a_lb1:acc2c_a_ub1){{$}}
  ! CHECK-DAG:  {{^ *}}integer, value :: acc2c_b_lb1, acc2c_b_ub1{{$}}
  ! CHECK-DAG:  {{^ *}}real(4) :: b(acc2c_b_lb1:acc2c_b_ub1){{$}}
  ! CHECK-DAG:  {{^ *}}real(4) :: t{{$}}
  ! The body, its first statement to its last, with its own line numbers
  ! (END-4: the line of t = y * 2.0).
  ! CHECK:      {{^}}# [[#END-4]] "{{[^"]*}}compute-region.f90"
  ! CHECK-NEXT: {{^}}  t = y * 2.0
  ! CHECK-NEXT: {{^}}  w = t
  ! CHECK-NEXT: {{^}}  x = x + t
  ! CHECK-NEXT: {{^}}  a(1) = b(1) + x + w(1)
  ! CHECK-NEXT: {{^ *}}end subroutine acc2c_region_[[#PAR]]{{$}}
  ! CHECK-NEXT: {{^}}# [[#@LINE+1]] "{{[^"]*}}compute-region.f90"
end subroutine
! CHECK-NEXT: {{^}}end subroutine

! The same construct in an internal procedure: the body stays in place.
! CHECK-LABEL: {{^}}subroutine host()
subroutine host()
contains
  ! CHECK-LABEL: {{^ *}}subroutine kept(a, b, n, x, y, t, w)
  subroutine kept(a, b, n, x, y, t, w)
    integer :: n
    real :: a(n), b(n), x, y, t, w(n)
    !$acc parallel copy(a, x) copyin(b) firstprivate(y) private(t, w)
    ! CHECK:      {{^}}# [[#KEPT:@LINE-1]] "{{[^"]*}}compute-region.f90"
    ! CHECK-NEXT: {{^ *}}! !$acc parallel copy(a, x) copyin(b) firstprivate(y) private(t, w)
    ! CHECK-NEXT: {{^ *}}block
    ! CHECK-NOT:  {{^}}# {{[0-9]+}} "
    ! The outer block's values: y's holds the host value.
    ! CHECK-DAG:  {{^ *}}real(4) :: acc2c_y{{$}}
    ! CHECK-DAG:  {{^ *}}real(4), allocatable :: acc2c_w(:){{$}}
    ! CHECK-DAG:  {{^ *}}real(4), pointer :: acc2c_x{{$}}
    ! CHECK-DAG:  {{^ *}}real(4), pointer, contiguous :: acc2c_a(:){{$}}
    ! CHECK-DAG:  {{^ *}}real(4), pointer, contiguous :: acc2c_b(:){{$}}
    ! CHECK:      {{^ *}}call acc2c_copyin(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_structured,{{( &[[:space:]]+| )}}acc2c_async_sync,{{( &[[:space:]]+| )}}"a" // acc2c_file // "[[#KEPT]]")
    ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr(x),{{(.* &[[:space:]]+.*)*}}
    ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(b),{{(.* &[[:space:]]+.*)*}}
    ! CHECK-DAG:  {{^ *}}acc2c_y = y{{$}}
    ! CHECK-DAG:  {{^ *}}allocate(acc2c_w, mold=w)
    ! CHECK-DAG:  {{^ *}}call acc2c_f_pointer(acc2c_region_data(acc2c_addr(x),{{( &[[:space:]]+| )}}4_acc2c_size,{{( &[[:space:]]+| )}}acc2c_region_device,{{( &[[:space:]]+| )}}{{.*}}
    ! CHECK-DAG:  {{^ *}}call acc2c_f_pointer(acc2c_region_data(acc2c_addr_array(a),{{( &[[:space:]]+| )}}4_acc2c_size * size(a,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_region_device,{{( &[[:space:]]+| )}}{{.*}}
    ! CHECK-DAG:  {{^ *}}acc2c_a(lbound(a, 1):) => acc2c_a
    ! CHECK-DAG:  {{^ *}}call acc2c_f_pointer(acc2c_region_data(acc2c_addr_array(b),{{( &[[:space:]]+| )}}4_acc2c_size * size(b,{{( &[[:space:]]+| )}}kind=acc2c_size),{{( &[[:space:]]+| )}}acc2c_region_device,{{( &[[:space:]]+| )}}{{.*}}
    ! CHECK-DAG:  {{^ *}}acc2c_b(lbound(b, 1):) => acc2c_b
    ! CHECK:      {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "parallel" //
    ! CHECK-NEXT: {{^ *}}block
    ! The inner block's declarations and loads; nothing loaded into t.
    ! CHECK-DAG:  {{^ *}}real(4) :: t{{$}}
    ! CHECK-DAG:  {{^ *}}real(4) :: y{{$}}
    ! CHECK-DAG:  {{^ *}}real(4), allocatable :: w(:){{$}}
    ! CHECK-DAG:  {{^ *}}real(4) :: x{{$}}
    ! CHECK-DAG:  {{^ *}}real(4), pointer, contiguous :: a(:){{$}}
    ! CHECK-DAG:  {{^ *}}real(4), pointer, contiguous :: b(:){{$}}
    ! CHECK-DAG:  {{^ *}}y = acc2c_y{{$}}
    ! CHECK-DAG:  {{^ *}}call move_alloc(acc2c_w, w)
    ! CHECK-DAG:  {{^ *}}x = acc2c_x{{$}}
    ! CHECK-DAG:  {{^ *}}a => acc2c_a{{$}}
    ! CHECK-DAG:  {{^ *}}b => acc2c_b{{$}}
    ! CHECK:      {{^}}# [[#KEPT+1]] "{{[^"]*}}compute-region.f90"
    ! CHECK:      {{^}}    t = y * 2.0
    t = y * 2.0
    w = t
    x = x + t
    a(1) = b(1) + x + w(1)
    ! Only the copy scalar is stored back, before the region ends.
    ! CHECK:      {{^ *}}! !$acc end parallel
    ! CHECK-NEXT: {{^ *}}acc2c_x = x{{$}}
    ! CHECK-NEXT: {{^ *}}end block
    ! CHECK-NEXT: {{^ *}}call acc2c_region_end(acc2c_region)
    ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(b),{{(.* &[[:space:]]+.*)*}}
    ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr(x),{{(.* &[[:space:]]+.*)*}}
    ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(a),{{(.* &[[:space:]]+.*)*}}
    ! CHECK-NEXT: {{^ *}}end block
    !$acc end parallel
    ! CHECK-NEXT: {{^}}# [[#@LINE]] "{{[^"]*}}compute-region.f90"
    a(2) = 0
    ! CHECK-NOT:  {{^ *}}subroutine acc2c_region_
  end subroutine
end subroutine
