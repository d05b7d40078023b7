! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! The RETURNs of a procedure with a declare become GO TOs to the declare's
! exit code (source/declare-return.f90). Two cannot: an alternate RETURN
! (`return 1` leaves through a label of the caller), and, in fixed form,
! a RETURN whose GO TO would pass column 72 (here labels 1 to 9 are taken,
! so `goto 10` is one column longer than `return`). Each is reported at
! its column and no output file is written.
      subroutine r(a, n, *)
      integer n
      real a(n)
!$acc declare copy(a)
! CHECK: {{.*}}declare-return.f:[[@LINE+1]]:18: error: an alternate RETURN in a procedure with a declare directive is not translated yet (the declare's exit operations would be skipped)
      if (n > 2) return 1
      end

      subroutine s(a, n)
      integer n
      real a(n)
!$acc declare copy(a)
    1 continue
    2 continue
    3 continue
    4 continue
    5 continue
    6 continue
    7 continue
    8 continue
    9 continue
! CHECK: {{.*}}declare-return.f:[[@LINE+1]]:67: error: acc2c makes this RETURN a 'goto 10' to the declare's exit operations, which does not fit in 72 columns: break the line
      if (n > 2 .and. n < 200000000 .and. a(1) > 0.0000000000001) return
      if (n > 3) return
      end
! CHECK-NOT: error:
