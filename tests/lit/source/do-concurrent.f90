! RUN: %acc2c --emit=source %s | FileCheck %s
!
! A loop directive on a DO CONCURRENT (OpenACC 3.3 2.9): OpenMP cannot
! share a DO CONCURRENT among threads, so the statement becomes a nest of
! DO loops, one per index in the order written, and its END DO ends the
! innermost, the other END DOs following it. The mask is a CYCLE, the
! construct name goes to the innermost loop (which its CYCLE and END DO
! name), local() is private, reduce() a reduction, and each iteration
! starts from the loop's value of a local_init() variable. The indices are
! the region's own: the host is never asked for them. (Patterns start with
! {{^}} or {{^ *}} so that they cannot match these comment lines.)

program p
  implicit none
  integer :: n, m
  integer :: k
  real :: a(10, 20), s, t, u
! CHECK: {{^ *}}call acc2c_region_[[R1:[0-9]+]](n, m, acc2c_a,
! CHECK: {{^ *}}call acc2c_region_[[R2:[0-9]+]](n, acc2c_a,
! CHECK: {{^ *}}call acc2c_region_[[R3:[0-9]+]](n, u, acc2c_s)

! CHECK: {{^ *}}subroutine acc2c_region_[[R1]](
! CHECK:      {{^ *}}integer(8) :: j
! CHECK-NEXT: {{^ *}}integer(8) :: i
! CHECK-NEXT: {{^}}!$omp parallel do default(firstprivate) shared(a) private(i, j){{$}}
! CHECK-NEXT: {{^}}# [[@LINE+5]] "
! CHECK-NEXT: {{^}}  do j = 1, n, 2
! CHECK-NEXT: {{^}}  do i = 1, m
! CHECK-NEXT: {{^}}  if (.not. (a(i, j) > 0)) cycle
  !$acc parallel loop
  do concurrent (integer(8) :: j = 1:n:2, i = 1:m, a(i, j) > 0)
    a(i, j) = 1
! CHECK:      {{^}}  end do{{$}}
  end do
! CHECK-NEXT: {{^}}  end do{{$}}
! CHECK-NEXT: {{^}}# [[@LINE-1]] "
! CHECK-NEXT: {{^ *}}end subroutine acc2c_region_[[R1]]

! CHECK: {{^ *}}subroutine acc2c_region_[[R2]](
! CHECK:      {{^}}!$omp parallel do default(firstprivate) shared(a) private(k, t){{$}}
! CHECK-NEXT: {{^}}# [[@LINE+3]] "
! CHECK-NEXT: {{^}}  outer: do k = 1, n
  !$acc parallel loop
  outer: do concurrent (k = 1:n) local(t)
    t = k
    if (k == 2) cycle outer
    a(k, 1) = t
! CHECK:      {{^}}  end do outer
! CHECK-NEXT: {{^ *}}end subroutine acc2c_region_[[R2]]
  end do outer

! CHECK: {{^ *}}subroutine acc2c_region_[[R3]](
! CHECK:      {{^}}!$omp parallel do simd default(firstprivate) shared(u) private(k) reduction(+:s){{$}}
! CHECK-NEXT: {{^}}# [[@LINE+8]] "
! CHECK-NEXT: {{^}}  do k = 1, n
! CHECK-NEXT: {{^}}  associate (acc2c_li_u => u)
! CHECK-NEXT: {{^}}  block
! CHECK-NEXT: {{^}}    real(4) :: u
! CHECK-NEXT: {{^}}    u = acc2c_li_u
  s = 0
  !$acc parallel loop
  do concurrent (k = 1:n) local_init(u) reduce(+:s)
    u = u + k
    s = s + u
! CHECK:      {{^}}  end block
! CHECK-NEXT: {{^}}  end associate
! CHECK-NEXT: {{^}}# [[@LINE+1]] "
  end do
end program
