! defaultmap (OpenMP 5.2 5.8.6) sets the implicit data-mapping attribute of
! a category of variables the region references without a clause (the
! defaults being those of 5.8.1: scalars firstprivate, the rest tofrom).
!   no clause: the scalar s is firstprivate, the region's s = 2 is lost: 1;
!   defaultmap(tofrom: scalar): s is mapped tofrom: 2 comes back;
!   defaultmap(to: aggregate): a goes in (1), the region's 11 stays there;
!     the region sets t = a(1) - 9 = 2 (t is mapped tofrom);
!   defaultmap(from: aggregate): b's device copy is written (3*i) and
!     comes back; nothing went in.
program omp_defaultmap
  implicit none
  integer :: s, t, a(4), b(4), i
  s = 1; t = 0
  a = 1; b = -1
  !$omp target
  s = 2
  !$omp end target
  print '(a,i3)', 'no clause:     s =', s
  !$omp target defaultmap(tofrom: scalar)
  s = 2
  !$omp end target
  print '(a,i3)', 'tofrom:scalar: s =', s
  !$omp target defaultmap(to: aggregate) map(tofrom: t)
  do i = 1, 4
    a(i) = a(i) + 10
  end do
  t = a(1) - 9
  !$omp end target
  print '(a,4i3,a,i3)', 'to:aggregate:  a =', a, '  t =', t
  !$omp target defaultmap(from: aggregate)
  do i = 1, 4
    b(i) = 3 * i
  end do
  !$omp end target
  print '(a,4i3)', 'from:aggregate: b =', b
end program
