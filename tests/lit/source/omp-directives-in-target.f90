! RUN: %acc2c --emit=source %s | FileCheck %s
!
! OpenMP directives inside a target region. The region's body runs on host
! threads, so the directives that synchronise those threads stay as
! written and gfortran's OpenMP runs them: atomic in every form (OpenMP 5.2
! 15.8.4, with its end atomic) and critical (15.2). The variables they
! update are one variable for all threads (shared). The loop's own
! schedule and lastprivate clauses go onto the parallel do that runs it.
! (Patterns start with {{^}} so that they cannot match these comment lines,
! which are output too.)

subroutine s(n, bins, slot, last)
  integer :: n, i, k, nxt, last, highest
  integer :: bins(4), slot(n)
  nxt = 0
  highest = -1
  ! The region procedure is named after the directive's line, TGT.
  ! CHECK:       {{^}}  subroutine acc2c_region_[[#TGT:@LINE+1]](
  !$omp target teams distribute parallel do map(tofrom: bins, nxt, highest) map(from: slot) private(k) schedule(static, 8) lastprivate(last)
  do i = 1, n
    !$omp atomic update
    bins(mod(i, 4) + 1) = bins(mod(i, 4) + 1) + 1
    !$omp atomic capture
    k = nxt
    nxt = nxt + 1
    !$omp end atomic
    slot(i) = k
    !$omp critical
    highest = max(highest, k)
    !$omp end critical
    last = i
  end do
  ! The region procedure's body: the worksharing loop (source/loops.f90)
  ! with the loop's schedule and lastprivate, then the loop above at its
  ! own lines, its directives as written.
  ! CHECK:       {{^}}!$omp do private(i, k) schedule(static, 8) lastprivate(last){{$}}
  ! CHECK-NEXT:  {{^}}# [[#TGT+1]] "{{[^"]*}}omp-directives-in-target.f90"
  ! CHECK-NEXT:  {{^}}  do i = 1, n
  ! CHECK-NEXT:  {{^}}    !$omp atomic update
  ! CHECK-NEXT:  {{^}}    bins(mod(i, 4) + 1) = bins(mod(i, 4) + 1) + 1
  ! CHECK-NEXT:  {{^}}    !$omp atomic capture
  ! CHECK-NEXT:  {{^}}    k = nxt
  ! CHECK-NEXT:  {{^}}    nxt = nxt + 1
  ! CHECK-NEXT:  {{^}}    !$omp end atomic
  ! CHECK-NEXT:  {{^}}    slot(i) = k
  ! CHECK-NEXT:  {{^}}    !$omp critical
  ! CHECK-NEXT:  {{^}}    highest = max(highest, k)
  ! CHECK-NEXT:  {{^}}    !$omp end critical
  ! CHECK-NEXT:  {{^}}    last = i
  ! CHECK-NEXT:  {{^}}  end do
end subroutine
