! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! OpenMP 5.2 5.8.7: defaultmap(none) requires every variable referenced in
! the target region to appear in a map or data-sharing clause; `a` does
! not. The error points at the reference.
subroutine dmnone(a, b)
  real :: a(10), b(10)
  !$omp target defaultmap(none) map(tofrom: b)
! CHECK: {{.*}}omp-defaultmap-none.f90:[[@LINE+1]]:10: error: {{.*('a'.*(defaultmap|DEFAULTMAP)\((none|NONE)\)|(defaultmap|DEFAULTMAP)\((none|NONE)\).*'a').*}}
  b(1) = a(1)
  !$omp end target
end subroutine
