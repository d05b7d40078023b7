! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! An ALLOCATE of declared data that is an IF statement's action, or has a
! label, is rewritten whole (docs/data-operations.md, "Allocating declared
! data"): it must be one line of its own. A plain one may share its line.
subroutine shared_lines(n)
  integer, intent(in) :: n
  real, allocatable :: w(:)
  !$acc declare create(w)
! CHECK: {{.*}}declare-allocate-statement.f90:[[@LINE+2]]:8: error: acc2c adds code around this ALLOCATE of declared data, which has an IF statement's prefix: write the statement on a line of its own
  if (n > 0) &
       allocate(w(n))
! CHECK: {{.*}}declare-allocate-statement.f90:[[@LINE+1]]:4: error: acc2c adds code around this DEALLOCATE of declared data, which has a label: write the statement on a line of its own
30 deallocate(w); continue
! CHECK-NOT: error:
  allocate(w(n)); deallocate(w)
end subroutine
