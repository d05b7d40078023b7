! RUN: not %acc2c --emit=source %s 2>&1 | FileCheck %s
! RUN: rm -f %t.out; not %acc2c --emit=source %s -o %t.out
! RUN: test ! -e %t.out
!
! A DO CONCURRENT under a loop directive becomes a nest of DO loops
! (source/do-concurrent.f90). Where acc2c cannot rewrite it, it says so at
! the loop and writes nothing: a statement after the END DO on its line,
! a labelled DO CONCURRENT, and local_init of an array (each iteration's
! copy is a scalar declaration).
subroutine s(a, n)
  integer :: n, k
  real :: a(n), w(4)
  !$acc parallel loop
! CHECK: {{.*}}do-concurrent.f90:[[@LINE+1]]:3: error: acc2c rewrites this DO CONCURRENT as DO loops, which OpenMP can share among threads: its statement and its END DO must each be on lines of their own
  do concurrent (k = 1:n)
    a(k) = 0
  end do; a(1) = 1

  !$acc parallel loop
! CHECK: {{.*}}do-concurrent.f90:[[@LINE+1]]:3: error: a DO CONCURRENT with a label ('do 10 concurrent') under a loop directive is not translated yet: end it with END DO
  do 10 concurrent (k = 1:n)
    a(k) = 2
10 continue

  !$acc parallel loop
! CHECK: {{.*}}do-concurrent.f90:[[@LINE+1]]:38: error: local_init(w) in a DO CONCURRENT under a loop directive is translated for scalars of numeric or logical type only
  do concurrent (k = 1:n) local_init(w)
    w(1) = k
    a(k) = w(1)
  end do
end subroutine
! CHECK-NOT: error:
