! RUN: %acc2c --emit=source %s | FileCheck %s
!
! The atomic construct (OpenACC 3.3 2.12) becomes the OpenMP atomic
! construct with the same clause: the directive line is a comment, the
! OpenMP directive follows it, then a line marker and the user's
! statement(s), unchanged. `atomic capture` in its structured form keeps
! its `end atomic`, which becomes `!$omp end atomic` after the two
! statements. A bare `atomic` is an update in both models. The variables an
! atomic construct updates stay shared by the loop's threads (the
! worksharing loop's firstprivate clause does not list them: every other
! scalar the region procedure takes by reference would be there), so the
! atomic operations act on the
! one copy. Line markers are checked relative to the first one (DO, the
! loop's line); that every marker names the right line is what the e2e
! runner checks on every program. (Patterns start with {{^}} or {{^ *}} so
! that they cannot match these comment lines, which are output too.)
!
! CHECK-LABEL: {{^}}subroutine s(a, n, cnt, old, r, v)
! CHECK:       {{^}}!$omp do private(i){{$}}
! CHECK-NEXT:  {{^}}# [[#DO:]] "{{[^"]*}}atomic.f90"
! CHECK-NEXT:  {{^}}  do i = 1, n
! CHECK-NEXT:  {{^ *}}! !$acc atomic update
! CHECK-NEXT:  {{^}}!$omp atomic update{{$}}
! CHECK-NEXT:  {{^}}# [[#DO+2]] "{{[^"]*}}atomic.f90"
! CHECK-NEXT:  {{^}}    cnt = cnt + 1
! CHECK-NEXT:  {{^ *}}! !$acc atomic capture
! CHECK-NEXT:  {{^}}!$omp atomic capture{{$}}
! CHECK-NEXT:  {{^}}# [[#DO+4]] "{{[^"]*}}atomic.f90"
! CHECK-NEXT:  {{^}}    old = cnt
! CHECK-NEXT:  {{^}}    cnt = cnt + 2
! CHECK-NEXT:  {{^ *}}! !$acc end atomic
! CHECK-NEXT:  {{^}}!$omp end atomic{{$}}
! CHECK-NEXT:  {{^}}# [[#DO+7]] "{{[^"]*}}atomic.f90"
! CHECK-NEXT:  {{^ *}}! !$acc atomic{{$}}
! CHECK-NEXT:  {{^}}!$omp atomic{{( update)?$}}
! CHECK-NEXT:  {{^}}# [[#DO+8]] "{{[^"]*}}atomic.f90"
! CHECK-NEXT:  {{^}}    a(1) = a(1) + 1
! CHECK-NEXT:  {{^ *}}! !$acc atomic read
! CHECK-NEXT:  {{^}}!$omp atomic read{{$}}
! CHECK-NEXT:  {{^}}# [[#DO+10]] "{{[^"]*}}atomic.f90"
! CHECK-NEXT:  {{^}}    v = r
! CHECK-NEXT:  {{^ *}}! !$acc atomic write
! CHECK-NEXT:  {{^}}!$omp atomic write{{$}}
! CHECK-NEXT:  {{^}}# [[#DO+12]] "{{[^"]*}}atomic.f90"
! CHECK-NEXT:  {{^}}    r = 2.0
! CHECK-NEXT:  {{^}}  end do
! No other OpenMP directive, and no stray `end atomic` for the other forms.
! CHECK-NOT:   {{^}}!$omp
! CHECK:       {{^}}end subroutine
subroutine s(a, n, cnt, old, r, v)
  integer :: n, i, cnt, old
  real :: a(n), r, v
  !$acc parallel loop copy(cnt, old, r, v)
  do i = 1, n
    !$acc atomic update
    cnt = cnt + 1
    !$acc atomic capture
    old = cnt
    cnt = cnt + 2
    !$acc end atomic
    !$acc atomic
    a(1) = a(1) + 1
    !$acc atomic read
    v = r
    !$acc atomic write
    r = 2.0
  end do
end subroutine
