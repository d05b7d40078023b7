! RUN: %acc2c --stdpar --emit=source %s | FileCheck %s
! RUN: %acc2c --emit=source %s | FileCheck %s --check-prefix=PLAIN
!
! --stdpar (the drivers' -stdpar, NVIDIA's option): a DO CONCURRENT outside
! compute constructs is a `parallel loop` of its own, with the implicit
! data attributes of one (docs/data-operations.md, "DO CONCURRENT"): its
! region's code goes before the loop, which moves into the region
! procedure as a nest of DO loops. A DO CONCURRENT stays as written inside
! a compute construct (one gang runs it), inside a host OpenMP construct
! (its threads do), and in a PURE procedure (no runtime calls there).
! Without --stdpar nothing changes. (Patterns start with {{^}} or {{^ *}}
! so that they cannot match these comment lines.)

! PLAIN-NOT: {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "do concurrent"
program p
  implicit none
  integer :: i, j, n
  real :: a(100), b(100)
  n = 100
! CHECK:      {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "do concurrent" // acc2c_file // "[[#L1:@LINE+3]]")
! CHECK-NEXT: {{^ *}}call acc2c_region_[[#L1]](n, acc2c_a,
! CHECK:      {{^ *}}call acc2c_copyout(acc2c_addr_array(a),
  do concurrent (i = 1:n)
    a(i) = i
  end do
!$acc parallel copy(b)
  do concurrent (j = 1:n)
    b(j) = 0
  end do
!$acc end parallel
!$omp parallel
  do concurrent (j = 1:n)
    b(j) = b(j) + twice(a(j))
  end do
!$omp end parallel
! CHECK:      {{^}}!$omp parallel{{$}}
! CHECK-NEXT: {{^}}  do concurrent (j = 1:n)
  print *, sum(b)
contains
! The region procedure of the first loop: its nest and loop directive.
! CHECK:      {{^ *}}subroutine acc2c_region_[[#L1]](n, a,
! CHECK:      {{^}}!$omp parallel do default(firstprivate) shared(a) private(i){{$}}
! CHECK-NEXT: {{^}}# [[#L1]] "
! CHECK-NEXT: {{^}}  do i = 1, n
! The parallel construct's body keeps its DO CONCURRENT.
! CHECK:      {{^ *}}subroutine acc2c_region_[[#L1+3]](
! CHECK:      {{^}}  do concurrent (j = 1:n)
! CHECK:      {{^}}  pure real function twice(x)
! CHECK-NOT:  acc2c_region
! CHECK:      {{^}}    do concurrent (k = 1:2)
  pure real function twice(x)
    real, intent(in) :: x
    real :: t(2)
    integer :: k
    do concurrent (k = 1:2)
      t(k) = x
    end do
    twice = sum(t)
  end function
end program
