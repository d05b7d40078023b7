! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! Constructs the source rewriter cannot translate yet are errors, never
! silently dropped, and no output file is written.
subroutine s(a, n)
  integer :: n, i
  real :: a(n)
! CHECK: {{.*}}source-compute-construct.f90:[[@LINE+1]]:{{[0-9]+}}: error: OpenMP 'target teams distribute parallel do' constructs are not translated yet
  !$omp target teams distribute parallel do map(tofrom: a)
  do i = 1, n
    a(i) = a(i) + 1
  end do
end subroutine
