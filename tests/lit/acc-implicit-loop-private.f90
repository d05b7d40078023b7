! RUN: %acc2c --emit=graph %s | FileCheck %s
! RUN: %acc2c --emit=source %s | FileCheck --check-prefix=SRC %s
!
! An array the region references only inside a loop construct that
! privatizes it (a scratch array of each vector lane) gets no copy of the
! region's own: nothing reads or writes that copy. It is private to the
! region instead (rule loop-private), so that on host threads each thread
! has its own: before, the threads of the gang loop shared one array and
! raced on it (the gpubootcamp miniWeather labs, docs/applications.md).
subroutine flux(n, m, a, f)
  integer :: n, m, i, k, s
  real :: a(n, m), f(n, m), st(4), t
  ! CHECK-LABEL: func @flux
  ! CHECK-NOT:   acc.copyin varPtr(%st
  ! CHECK:       acc.private varPtr(%st : real(4)) bounds(%{{b[0-9]+}}) -> {implicit = true, name = "st"}
  ! CHECK-NEXT:  acc.parallel combined(loop)
  ! CHECK:       acc.private varPtr(%st : real(4)) bounds(%{{b[0-9]+}}) -> {name = "st"}
  ! CHECK-NEXT:  acc.private varPtr(%i
  ! CHECK-NEXT:  acc.loop
  ! CHECK-NOT:   acc.copyout {{.*}}varPtr(%st)
  ! The threads share a and f, not st (each thread's copy of the region's
  ! allocatable st, OpenMP's firstprivate; the region procedure is the loop
  ! alone: its worksharing loop, loops.f90).
  ! SRC:      {{^ *}}real(4), allocatable :: st(:)
  ! SRC:      {{^}}!$omp do private(k) firstprivate(st){{$}}
  !$acc parallel loop gang copyin(a) copyout(f)
  do k = 1, m
    !$acc loop vector private(st)
    do i = 2, n - 2
      do s = 1, 4
        st(s) = a(i - 2 + s, k)
      end do
      f(i, k) = st(1) + st(4)
    end do
  end do
  ! t is referenced at the gang loop's level too: the rules as they were
  ! (here written-first-private, D34 of docs/differences-from-flang.md).
  ! CHECK:      acc.private varPtr(%t : real(4)) -> {implicit = true, name = "t"} loc("{{.*}}":[[#@LINE+4]]:5)
  ! CHECK:      acc.parallel combined(loop)
  !$acc parallel loop gang copyout(f)
  do k = 1, m
    t = k
    !$acc loop vector private(t)
    do i = 1, n
      t = i
      f(i, k) = t
    end do
  end do
end subroutine

! OpenMP the same: w only in the inner parallel do that makes it private.
subroutine omp_inner(n, a)
  integer :: n, i, k
  real :: a(n, 4), w(3)
  ! CHECK-LABEL: func @omp_inner
  ! CHECK-NOT:   omp.copyin varPtr(%w
  ! CHECK:       omp.private varPtr(%w : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #omp<data_clause omp_private>, implicit = true, name = "w"}
  ! CHECK-NEXT:  omp.target_teams_distribute
  ! SRC:         {{^}}!$omp do private(k) firstprivate(w){{$}}
  !$omp target teams distribute map(tofrom: a)
  do k = 1, 4
    !$omp parallel do private(w)
    do i = 1, n
      w(1) = i
      a(i, k) = w(1) + k
    end do
  end do
end subroutine
