! RUN: %acc2c --emit=source %s 2>%t.err | FileCheck %s
! RUN: FileCheck --check-prefix=WARN %s < %t.err
!
! A loop that runs inside an iteration of the host threads' loop
! (rewriter/common/LoopDirectives.h) keeps no directive, so its private
! clause has no OpenMP counterpart. An array (or structure) it privatizes
! that the threads share, the region's copy (here referenced at the gang
! loop's level too, OpenACC 3.3 2.6.2: copy), gets each thread's copy in
! BLOCKs around the loop (docs/data-operations.md, "Private data of loops
! inside the threads' loop"): the outer one reads the bounds of the array it
! hides, the inner one declares it again, allocatable, and allocates it.
! Where the region privatizes it for its loops (rule loop-private) the
! threads have their own already: no BLOCK. (Patterns start with {{^ *}} so
! that they cannot match these comment lines, which are output too.)
subroutine s(a, f, n, m)
  integer :: n, m, i, k, s2
  real(8) :: a(n, m), f(n, m), st(4), w(3)
  !$acc parallel loop gang copyin(a) copy(f)
  do k = 1, m
    f(1, k) = st(1)
    !$acc loop vector private(st, w)
    do i = 2, n - 2
      do s2 = 1, 4
        st(s2) = a(i, k) + s2
      end do
      w(1) = st(1)
      f(i, k) = st(1) + st(4) + w(1)
    end do
  end do
  !$acc parallel loop gang copyin(a) copy(f)
  do k = 1, m
    !$acc loop vector private(st)
    do i = 2, n - 2
      st(1) = a(i, k)
      f(i, k) = st(1)
    end do
  end do
  !$acc parallel loop gang copyin(a) copy(f)
  do k = 1, m
    f(1, k) = st(1)
! WARN: loop-private-shared-by-threads.f90:[[#@LINE+1]]:11: warning: the host threads share 'st', which this loop privatizes: acc2c gives each thread its copy in a BLOCK around the loop, which needs the loop to end with an END DO statement on a line of its own
    !$acc loop vector private(st)
    do 10 i = 2, n - 2
      st(1) = a(i, k)
      f(i, k) = st(1)
10  continue
  end do
end subroutine
! CHECK-LABEL: {{^ *}}subroutine acc2c_region_18(
! CHECK:       {{^}}!$omp do private(k) firstprivate(w){{$}}
! CHECK:       {{^ *}}f(1, k) = st(1)
! CHECK-NEXT:  {{^ *}}! !$acc loop vector private(st, w)
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}integer :: acc2c_st_lb(1), acc2c_st_ub(1)
! CHECK-NEXT:  {{^ *}}acc2c_st_lb = lbound(st)
! CHECK-NEXT:  {{^ *}}acc2c_st_ub = ubound(st)
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}real(8), allocatable :: st(:)
! CHECK-NEXT:  {{^ *}}allocate(st(acc2c_st_lb(1):acc2c_st_ub(1)))
! CHECK-NOT:   {{^ *}}real(8), allocatable :: w(:)
! CHECK:       {{^ *}}do i = 2, n - 2
! CHECK:       {{^ *}}f(i, k) = st(1) + st(4) + w(1)
! CHECK-NEXT:  {{^ *}}end do
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end block
! CHECK:       {{^ *}}end do
! CHECK-LABEL: {{^ *}}subroutine acc2c_region_30(
! CHECK-NOT:   {{^ *}}block
! CHECK:       {{^ *}}end subroutine acc2c_region_30
