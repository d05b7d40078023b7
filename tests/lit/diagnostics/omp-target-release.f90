! RUN: not %acc2c %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c %s -o %t.out
! RUN: test ! -e %t.out
!
! OpenMP 5.2 5.8.3: the release map type is only allowed on target exit
! data, not on target.
subroutine release(a)
  real :: a(10)
! CHECK: {{.*}}omp-target-release.f90:[[@LINE+1]]:16: error: {{.*(map|MAP).*(target|TARGET).*}}
  !$omp target map(release: a)
  a(1) = 0.0
  !$omp end target
end subroutine
