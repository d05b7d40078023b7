! RUN: %acc2c --emit=graph %s -o %t.graph 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
!
! A scalar no clause names is firstprivate on parallel (OpenACC 3.3 2.6.2)
! and on target (OpenMP 5.2 5.8.9): what the region writes to it is lost.
! When the host reads it after the region (its first reference after the
! construct is no assignment of a new value), a warning at the region's
! first reference and a note at the host's read; the translation is still
! written.
subroutine s(a, n)
  integer :: n, i, c, k
  real :: a(n), t, u, v, w
  t = 0
  u = 0
  ! CHECK: lost-firstprivate-write.f90:[[#@LINE+8]]:5: warning: 't' is implicitly firstprivate in this 'parallel loop' (OpenACC 3.3 2.6.2: a scalar no clause names): what the region writes to it does not reach the host
  ! CHECK-NEXT: {{^}}    t = a(i)
  ! CHECK-NEXT: {{^}}    ^
  ! CHECK-NEXT: lost-firstprivate-write.f90:[[#@LINE+11]]:10: note: the host reads 't' here and sees its value from before the region; name it in copy(t) or a reduction clause to bring the region's value back
  ! CHECK-NEXT: {{^}}  a(1) = t + 1
  ! CHECK-NEXT: {{^}}         ^
  !$acc parallel loop copy(a)
  do i = 1, n
    t = a(i)
    u = 2 * a(i)
    a(i) = t + u
  end do
  ! u gets a new value before any read: no warning.
  u = 1
  a(1) = t + 1
  ! A loop inside privatises v: the program asked for private copies.
  ! The host's next reference of w gives it a new value (in the target
  ! region below): no warning.
  w = a(2)
  !$acc parallel copy(a)
  !$acc loop private(v)
  do i = 1, n
    v = a(i)
    w = v
    a(i) = v
  end do
  !$acc end parallel
  print *, v
  ! CHECK: lost-firstprivate-write.f90:[[#@LINE+8]]:5: warning: 'w' is implicitly firstprivate in this 'target teams loop' (OpenMP 5.2 5.8.9: a scalar no clause names): what the region writes to it does not reach the host
  ! CHECK-NEXT: {{^}}    w = a(i)
  ! CHECK-NEXT: {{^}}    ^
  ! CHECK-NEXT: lost-firstprivate-write.f90:[[#@LINE+8]]:12: note: the host reads 'w' here and sees its value from before the region; name it in map(tofrom: w) or a reduction clause to bring the region's value back
  ! CHECK-NEXT: {{^}}  print *, w
  ! CHECK-NEXT: {{^}}           ^
  !$omp target teams loop map(tofrom: a)
  do i = 1, n
    w = a(i)
    a(i) = w * 2
  end do
  print *, w
  ! A DO statement evaluates its bounds, then gives its index a new value:
  ! c's next reference (a DO's index) reads nothing, k's (a bound) reads k.
  ! CHECK: lost-firstprivate-write.f90:[[#@LINE+9]]:5: warning: 'k' is implicitly firstprivate in this 'parallel loop' (OpenACC 3.3 2.6.2: a scalar no clause names): what the region writes to it does not reach the host
  ! CHECK-NEXT: {{^}}    k = i
  ! CHECK-NEXT: {{^}}    ^
  ! CHECK-NEXT: lost-firstprivate-write.f90:[[#@LINE+12]]:13: note: the host reads 'k' here and sees its value from before the region; name it in copy(k) or a reduction clause to bring the region's value back
  ! CHECK-NEXT: {{^}}  do i = 1, k
  ! CHECK-NEXT: {{^}}            ^
  !$acc parallel loop copy(a)
  do i = 1, n
    c = i
    k = i
    a(i) = c + k
  end do
  do c = 1, n
    a(c) = 0
  end do
  do i = 1, k
    a(i) = 1
  end do
end subroutine
