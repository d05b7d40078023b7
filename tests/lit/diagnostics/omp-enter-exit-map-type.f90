! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! OpenMP 5.2 13.6 / 13.7: on target enter data the map type is to or alloc,
! on target exit data from, release or delete.
subroutine wrongtype(a, b)
  real :: a(10), b(10)
! CHECK: {{.*}}omp-enter-exit-map-type.f90:[[@LINE+1]]:27: error: {{.*(from|FROM).*}}
  !$omp target enter data map(from: a)
! CHECK: {{.*}}omp-enter-exit-map-type.f90:[[@LINE+1]]:26: error: {{.*(to|TO).*}}
  !$omp target exit data map(to: b)
end subroutine
