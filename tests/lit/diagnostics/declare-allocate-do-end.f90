! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! A labelled DO ends at the statement with its label: the code acc2c adds
! around an ALLOCATE or DEALLOCATE of declared data there would be outside
! the loop (docs/data-operations.md, "Allocating declared data").
subroutine ends_loop(n)
  integer, intent(in) :: n
  real, allocatable :: w(:)
  !$acc declare create(w)
  integer :: i
  do 40 i = 1, 2
    allocate(w(n))
! CHECK: {{.*}}declare-allocate-do-end.f90:[[@LINE+1]]:4: error: acc2c adds code around this DEALLOCATE of declared data, which ends a labelled DO loop: end the loop with a CONTINUE after it
40 deallocate(w)
end subroutine

! The same label in another unit is another label.
! CHECK-NOT: error:
subroutine other_unit(n)
  integer, intent(in) :: n
  real, allocatable :: w(:)
  !$acc declare create(w)
40 allocate(w(n))
end subroutine
