! RUN: %acc2c --emit=source %s -o - | FileCheck %s
!
! A translated directive that is the first statement of the body of an
! OpenMP construct acc2c keeps (single, taskgroup...) becomes code that
! begins with a BLOCK. A body that begins with a BLOCK construct is a
! strictly structured block ending at its END BLOCK (OpenMP 5.2 3.1), so
! gfortran would end the construct there and refuse the END SINGLE below
! it. A CONTINUE first keeps the body a loosely structured block. Where the
! directive is not first, nothing is added. (Patterns start with {{^ *}}
! so that they cannot match these comment lines, which are output too.)

! CHECK:      {{^ *}}!$omp single
! CHECK-NEXT: {{^ *}}! !$omp target map(tofrom: a)
! CHECK-NEXT: {{^ *}}continue
! CHECK-NEXT: {{^ *}}block
! CHECK:      {{^ *}}! !$omp target update from(a)
! CHECK-NEXT: {{^ *}}call acc2c_omp_update(
! CHECK:      {{^ *}}!$omp end single
! CHECK:      {{^ *}}!$omp taskgroup
! CHECK-NEXT: {{^ *}}! !$omp target enter data map(to: a)
! CHECK-NEXT: {{^ *}}continue
! CHECK-NEXT: {{^ *}}block
subroutine kept(a, s)
  integer :: a(4), s
  !$omp parallel
  !$omp single
  !$omp target map(tofrom: a)
  a = a + 1
  !$omp end target
  s = s + sum(a)
  !$omp target update from(a)
  !$omp end single
  !$omp end parallel
  !$omp taskgroup
  !$omp target enter data map(to: a)
  !$omp end taskgroup
end subroutine
