! RUN: %acc2c --emit=source %s | FileCheck %s
!
! --emit=source: each data directive (all its continuation lines) becomes a
! comment holding it, then a BLOCK of calls into the shim (module
! acc2c_runtime), then a line marker that gives the next user line its own
! number again. Sections map their enclosing contiguous span. (Patterns
! start with {{^}} so that they cannot match these CHECK lines, which are
! output too.)
subroutine s(a, b, n)
  integer :: n
  real :: a(n), b(n, n)
! CHECK:      {{^}}  ! !$acc enter data copyin(a) &
! CHECK-NEXT: {{^}}  ! !$acc& create(b(1:n, 2:3))
! CHECK-NEXT: {{^}}  block
! CHECK-NEXT: {{^}}    use acc2c_runtime
! CHECK:      {{^}}    acc2c_d = acc2c_copyin(loc(a), size(a, kind=c_size_t)*storage_size(a, kind=c_size_t)/8, acc2c_dynamic, acc2c_async_sync, acc2c_source("a"//c_null_char, "{{.*}}data-constructs.f90"//c_null_char, [[@LINE+5]]))
! CHECK-NEXT: {{^}}    acc2c_d = acc2c_create(loc(b(1, 2)), int(loc(b(n, 3)) - loc(b(1, 2)), c_size_t) + storage_size(b, kind=c_size_t)/8, acc2c_dynamic, 0, acc2c_async_sync, acc2c_source("b(1:n, 2:3)"//c_null_char, "{{.*}}"//c_null_char, [[@LINE+5]]))
! CHECK-NEXT: {{^}}  end block
! CHECK-NEXT: {{^}}# [[@LINE+4]] "{{.*}}data-constructs.f90"
! CHECK-NEXT: {{^}}  a = 0
  !$acc enter data copyin(a) &
  !$acc& create(b(1:n, 2:3))
  a = 0
! CHECK:      {{^}}    call acc2c_update_self(loc(a(2)), int(loc(a(4)) - loc(a(2)), c_size_t) + storage_size(a, kind=c_size_t)/8, acc2c_flag_if_present, int(2, c_int),
  !$acc update self(a(2:4)) if_present async(2)
! Entry ops at the directive, exit ops at the end directive, in graph order.
! A section's data is fixed at entry, in locals of a BLOCK around the
! construct (acc2c_h<k>, acc2c_n<k>): the exit acts on the data the entry
! found, whatever the bounds' variables hold by then.
! CHECK:      {{^}}  ! !$acc data no_create(a) copyout(b(:, 1))
! CHECK-NEXT: {{^}}  block
! CHECK-NEXT: {{^}}    use, intrinsic :: iso_c_binding, only: c_intptr_t, c_size_t
! CHECK-NEXT: {{^}}    integer(c_intptr_t) :: [[H:acc2c_h[0-9]+]]
! CHECK-NEXT: {{^}}    integer(c_size_t) :: [[N:acc2c_n[0-9]+]]
! CHECK:      {{^}}      acc2c_d = acc2c_nocreate(loc(a), {{[^;]*}}, acc2c_structured,
! CHECK-NEXT: {{^}}      [[H]] = loc(b(lbound(b, 1), 1))
! CHECK-NEXT: {{^}}      [[N]] = int(loc(b(ubound(b, 1), 1)) - loc(b(lbound(b, 1), 1)), c_size_t) + storage_size(b, kind=c_size_t)/8
! CHECK-NEXT: {{^}}      acc2c_d = acc2c_create([[H]], [[N]], acc2c_structured, 0,
  !$acc data no_create(a) copyout(b(:, 1))
! CHECK:      {{^}}  a = 1
  a = 1
! CHECK:      {{^}}  ! !$acc end data
! CHECK:      {{^}}      call acc2c_copyout([[H]], [[N]], acc2c_structured, 0, acc2c_async_sync,
! CHECK-NEXT: {{^}}      call acc2c_delete(loc(a), {{.*}}, acc2c_structured, acc2c_flag_no_create, acc2c_async_sync,
! CHECK-NEXT: {{^}}    end block
! CHECK-NEXT: {{^}}  end block
  !$acc end data
! CHECK:      {{^}}    call acc2c_wait_all()
  !$acc wait
! The wait clause first (2.16.1), then the ops with finalize.
! CHECK:      {{^}}    call acc2c_wait(int(1, c_int))
! CHECK-NEXT: {{^}}    call acc2c_wait(int(2, c_int))
! CHECK-NEXT: {{^}}    call acc2c_copyout(loc(a), {{.*}}, acc2c_dynamic, acc2c_flag_finalize,
! CHECK-NEXT: {{^}}    call acc2c_delete(loc(b), {{.*}}, acc2c_dynamic, acc2c_flag_finalize,
  !$acc exit data copyout(a) delete(b) finalize wait(1, 2)
end subroutine
