! RUN: %acc2c --emit=source %s | FileCheck %s
!
! Loops (rewriter/common/LoopDirectives.h): a region runs as one gang on
! the encountering thread, and the outermost loop that OpenACC marks
! parallel (2.9: in a parallel construct any loop without seq or auto; in
! kernels only an independent loop; in serial none) becomes
! `!$omp parallel do`, placed just before that loop's line marker and DO
! statement, in the region procedure the body is outlined into
! (rewriter/fortran/FortranComputeRegion.h). It carries the loop's collapse
! (tile: one level per tile size), reductions and privates (the loop
! indices included); arrays of the region are shared, everything else
! firstprivate. Loops nested inside it stay sequential: no directive of
! their own. Clause order: default, shared, private, collapse, reduction.
! Where the region procedure is that loop alone (a combined construct, or a
! body that is one loop construct), the loop is a worksharing `!$omp do`
! instead, and each thread of an `!$omp parallel` around the procedure's
! call runs the procedure (RegionCode::workshared: gfortran then keeps the
! dummies' no-alias guarantee): the arrays are the dummies every call
! shares, each call has its own VALUE dummies and locals, and the dummies
! passed by reference that a parallel do would copy are firstprivate.
! The region procedures follow the unit's CONTAINS in source order, so the
! checks of each construct stand just before it. (Patterns start with
! {{^}} or {{^ *}} so that they cannot match these comment lines, which
! are output too.)
!
! The unit itself keeps no OpenMP directive but the parallel regions around
! the calls of worksharing region procedures: every body is in a region
! procedure after the CONTAINS acc2c adds.
! CHECK-LABEL: {{^}}subroutine s(a, b, n, m, err)
! CHECK-NOT:   {{^ *}}!$omp do
! CHECK:       {{^}}!$omp parallel{{$}}
! CHECK-NEXT:  {{^ *}}call acc2c_region_[[#@LINE+20]](
! CHECK:       {{^}}!$omp end parallel{{$}}
! CHECK-NOT:   {{^ *}}!$omp do
! CHECK:       {{^}}contains
subroutine s(a, b, n, m, err)
  integer :: n, m, i, j
  real :: a(n, m), b(n, m), err, tot
  ! 1. parallel loop collapse(2) reduction(max:err) private(tot): one omp
  !    directive on the j loop with those clauses, none on the i loop: the
  !    threads share the outer loop, the innermost stays whole (vectorised;
  !    rewriter/common/LoopDirectives.h); simd, since an OpenACC reduction
  !    may combine in any order (threadsLoopTakesSimd).
  ! CHECK-NEXT:  {{^ *}}subroutine acc2c_region_[[#@LINE+8]](
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^}}!$omp do simd
  ! CHECK-SAME:  {{ private\((i|j|tot)(, (i|j|tot)){2}\)}}
  ! CHECK-NOT:   collapse
  ! CHECK-SAME:  {{ reduction\(max: ?err\)$}}
  ! CHECK-NEXT:  {{^}}# [[#@LINE+3]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^}}  do j = 1, m ! collapse
  !$acc parallel loop collapse(2) reduction(max:err) private(tot)
  do j = 1, m ! collapse
    do i = 1, n
      tot = a(i, j) * 2
      err = max(err, abs(tot - b(i, j)))
    end do
  end do
  ! CHECK-NEXT:  {{^}}    do i = 1, n
  ! CHECK-NEXT:  {{^}}      tot = a(i, j) * 2
  ! CHECK-NEXT:  {{^}}      err = max(err, abs(tot - b(i, j)))
  ! CHECK-NEXT:  {{^}}    end do
  ! CHECK-NEXT:  {{^}}  end do
  ! CHECK-NEXT:  {{^ *}}end subroutine acc2c_region_{{[0-9]+}}{{$}}
  !
  ! 2. loop seq in a parallel region: no omp directive. Its inner loop (no
  !    seq, no auto) is the outermost loop marked parallel: it gets the
  !    directive, inside the sequential j loop.
  ! CHECK-NEXT:  {{^ *}}subroutine acc2c_region_[[#PAR:@LINE+6]](
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^ *}}! !$acc loop seq
  ! CHECK-NEXT:  {{^}}# [[#PAR+2]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^}}  do j = 1, m ! seq
  ! CHECK-NEXT:  {{^ *}}! !$acc loop{{$}}
  !$acc parallel
  !$acc loop seq
  do j = 1, m ! seq
    !$acc loop
    do i = 1, n ! inside seq
      a(i, j) = 0
    end do
  end do
  !$acc end parallel
  ! CHECK-NEXT:  {{^}}!$omp parallel do default(firstprivate) shared(a) private(i){{$}}
  ! CHECK-NEXT:  {{^}}# [[#PAR+4]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^}}    do i = 1, n ! inside seq
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^ *}}end subroutine acc2c_region_[[#PAR]]{{$}}
  !
  ! 3. kernels loop without independent, 4. serial loop, 5. parallel loop
  !    auto: no omp directive at all (acc2c never guesses independence).
  ! CHECK-NEXT:  {{^ *}}subroutine acc2c_region_[[#@LINE+3]](
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^}}  do j = 1, m ! kernels
  !$acc kernels loop
  do j = 1, m ! kernels
    a(1, j) = 1
  end do
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^ *}}subroutine acc2c_region_[[#@LINE+3]](
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^}}  do j = 1, m ! serial
  !$acc serial loop
  do j = 1, m ! serial
    a(1, j) = 2
  end do
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^ *}}subroutine acc2c_region_[[#@LINE+3]](
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^}}  do j = 1, m ! auto
  !$acc parallel loop auto
  do j = 1, m ! auto
    a(1, j) = 2
  end do
  ! CHECK-NOT:   {{^ *}}!$omp
  !
  ! 6. parallel loop gang with an inner loop vector: only the outer loop
  !    gets the directive.
  ! CHECK:       {{^ *}}subroutine acc2c_region_[[#GANG:@LINE+8]](
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^}}!$omp do private(j){{$}}
  ! CHECK-NEXT:  {{^}}# [[#GANG+1]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^}}  do j = 1, m ! gang
  ! CHECK-NEXT:  {{^ *}}! !$acc loop vector
  ! CHECK-NEXT:  {{^}}# [[#GANG+3]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^}}    do i = 1, n ! vector
  !$acc parallel loop gang
  do j = 1, m ! gang
    !$acc loop vector
    do i = 1, n ! vector
      a(i, j) = 3
    end do
  end do
  ! CHECK-NOT:   {{^ *}}!$omp
  !
  ! 7. tile(2,3): loops over tiles of 3 j by 2 i (the first size is the
  ! innermost loop's), shared by the threads; each DO statement runs its
  ! variable over one tile, its comment kept (docs/data-operations.md,
  ! "tile").
  ! CHECK:       {{^ *}}subroutine acc2c_region_[[#@LINE+24]](
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^}}# [[#@LINE+23]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^ *}}block{{$}}
  ! CHECK-NEXT:  {{^ *}}integer(4) :: acc2c_tile_j{{$}}
  ! CHECK-NEXT:  {{^ *}}integer(4) :: acc2c_tile_i{{$}}
  ! CHECK-NEXT:  {{^}}!$omp parallel do default(firstprivate) shared(a)
  ! CHECK-SAME:  {{ private\((i, j|j, i)\) collapse\(2\)$}}
  ! CHECK-NEXT:  {{^ *}}do acc2c_tile_j = 1, m, 3{{$}}
  ! CHECK-NEXT:  {{^ *}}do acc2c_tile_i = 1, n, 2{{$}}
  ! CHECK-NEXT:  {{^ *}}do j = acc2c_tile_j, min(acc2c_tile_j + 2_4, int(m, 4)) ! tile{{$}}
  ! CHECK-NEXT:  {{^}}# [[#@LINE+15]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^ *}}do i = acc2c_tile_i, min(acc2c_tile_i + 1_4, int(n, 4)){{$}}
  ! CHECK-NEXT:  {{^}}# [[#@LINE+14]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^}}      a(i, j) = 4
  ! CHECK-NEXT:  {{^}}    end do
  ! CHECK-NEXT:  {{^}}  end do
  ! CHECK-NEXT:  {{^ *}}end do{{$}}
  ! CHECK-NEXT:  {{^ *}}end do{{$}}
  ! CHECK-NEXT:  {{^ *}}end block{{$}}
  ! CHECK-NEXT:  {{^}}# [[#@LINE+10]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^ *}}end subroutine acc2c_region_[[#@LINE+3]]
  ! (Outside a tiled nest's lines, which the markers skip.)
  !
  !$acc parallel loop tile(2,3)
  do j = 1, m ! tile
    do i = 1, n
      a(i, j) = 4
    end do
  end do
  ! CHECK-NOT:   {{^ *}}!$omp
  !
  ! 8. kernels loop independent: marked parallel.
  ! CHECK:       {{^ *}}subroutine acc2c_region_[[#IND:@LINE+5]](
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^}}!$omp do private(j){{$}}
  ! CHECK-NEXT:  {{^}}# [[#IND+1]] "{{[^"]*}}loops.f90"
  ! CHECK-NEXT:  {{^}}  do j = 1, m ! independent
  !$acc kernels loop independent
  do j = 1, m ! independent
    a(1, j) = 5
  end do
  ! CHECK-NOT:   {{^ *}}!$omp
  ! CHECK:       {{^ *}}end subroutine acc2c_region_[[#IND]]{{$}}
  ! CHECK-NEXT:  {{^}}# [[#@LINE+1]] "{{[^"]*}}loops.f90"
end subroutine
! CHECK-NEXT:  {{^}}end subroutine
