! RUN: %acc2c --emit=source %s | FileCheck %s
!
! --emit=source: each data directive becomes one line of calls into the shim
! (module acc2c_runtime) on the directive's own line, with the directive kept
! as a trailing comment; continuation lines become comments; all other lines
! are unchanged, so line numbers stay the user's. (Patterns start with
! {{^}}, so that they cannot match these CHECK lines, which are output too.)
subroutine s(a, b, n)
  integer :: n
  real :: a(n), b(n, n)
! CHECK: {{^}}  block; use acc2c_runtime; {{.*}}acc2c_d = acc2c_copyin(loc(a), size(a, kind=c_size_t)*storage_size(a, kind=c_size_t)/8, acc2c_dynamic, acc2c_async_sync, acc2c_source("a"//c_null_char, "{{.*}}data-constructs.f90"//c_null_char, [[@LINE+4]]));
! CHECK-SAME: acc2c_d = acc2c_create(loc(b(1, 2)), int(loc(b(n, 3)) - loc(b(1, 2)), c_size_t) + storage_size(b, kind=c_size_t)/8, acc2c_dynamic, 0,
! CHECK-SAME: end block ! !$acc enter data copyin(a) &
! CHECK-NEXT: {{^}}!  !$acc& create(b(1:n, 2:3))
  !$acc enter data copyin(a) &
  !$acc& create(b(1:n, 2:3))
! CHECK: {{^}}  a = 0
  a = 0
! CHECK: {{^}}  block; {{.*}}call acc2c_update_self(loc(a(2)), int(loc(a(4)) - loc(a(2)), c_size_t) + storage_size(a, kind=c_size_t)/8, acc2c_flag_if_present, int(2, c_int),
  !$acc update self(a(2:4)) if_present async(2)
! CHECK: {{^}}  block; {{.*}}acc2c_d = acc2c_nocreate(loc(a), {{[^;]*}}, acc2c_structured,
! CHECK-SAME: acc2c_d = acc2c_create(loc(b(lbound(b, 1), 1)), {{[^;]*}}, acc2c_structured, 0,
  !$acc data no_create(a) copyout(b(:, 1))
! CHECK: {{^}}  a = 1
  a = 1
! CHECK: {{^}}  block; {{.*}}call acc2c_copyout(loc(b(lbound(b, 1), 1)), {{[^;]*}}, acc2c_structured, 0, acc2c_async_sync,
! CHECK-SAME: call acc2c_delete(loc(a), {{[^;]*}}, acc2c_structured, acc2c_flag_no_create, acc2c_async_sync,
! CHECK-SAME: ! !$acc end data
  !$acc end data
! CHECK: {{^}}  block; {{.*}}call acc2c_wait_all();
  !$acc wait
! CHECK: {{^}}  block; {{.*}}call acc2c_wait(int(1, c_int)); call acc2c_wait(int(2, c_int)); call acc2c_copyout(loc(a), {{[^;]*}}, acc2c_dynamic, acc2c_flag_finalize,
! CHECK-SAME: call acc2c_delete(loc(b), {{[^;]*}}, acc2c_dynamic, acc2c_flag_finalize,
  !$acc exit data copyout(a) delete(b) finalize wait(1, 2)
end subroutine
