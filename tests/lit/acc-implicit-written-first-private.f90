! RUN: %acc2c --emit=graph %s | FileCheck %s
! RUN: %acc2c --emit=json %s | FileCheck --check-prefix=JSON %s
!
! A scalar that OpenACC 3.3 2.6.2 (OpenMP 5.2 5.8.9) makes firstprivate,
! which the region, or every iteration of a loop in it, sets before reading
! it, never reads the value it comes in with: acc2c makes it private (rule
! written-first-private, docs/differences-from-flang.md D34). Where
! anything else reads it first, it stays firstprivate.

! CHECK-LABEL: func @each_iteration
subroutine each_iteration(n, a, b, err)
  integer :: n, i, j
  real :: a(n, n), b(n, n), err, temp, x, y
  ! The top of the innermost associated loop's body.
  ! CHECK: acc.private varPtr(%temp : real(4)) -> {implicit = true, name = "temp"}
  ! CHECK: acc.parallel combined(loop)
  !$acc parallel loop collapse(2) reduction(+:err)
  do j = 1, n
    do i = 1, n
      temp = a(i, j) + 1
      err = err + abs(b(i, j) - temp)
    end do
  end do
  ! The top of a loop with an inner loop: every later reference inside it.
  ! CHECK-DAG: acc.private varPtr(%x : real(4)) -> {implicit = true, name = "x"}
  ! CHECK-DAG: acc.private varPtr(%y : real(4)) -> {implicit = true, name = "y"}
  ! CHECK:     acc.parallel combined(loop)
  !$acc parallel loop
  do j = 1, n
    x = 0
    y = x
    do i = 1, n
      x = x + a(i, j)
    end do
    b(1, j) = x + y
  end do
end subroutine

! CHECK-LABEL: func @read_first
subroutine read_first(n, a, t, u, v)
  integer :: n, i
  real :: a(n), t, u, v
  ! Read before the assignment: the value it comes in with is used.
  ! CHECK-DAG: acc.firstprivate varPtr(%t : real(4)) -> {implicit = true, name = "t"}
  ! Set at the top of an inner loop's body but read after that loop: a loop
  ! with no iteration leaves the value it came in with.
  ! CHECK-DAG: acc.firstprivate varPtr(%u : real(4)) -> {implicit = true, name = "u"}
  ! Set under a condition.
  ! CHECK-DAG: acc.firstprivate varPtr(%v : real(4)) -> {implicit = true, name = "v"}
  ! CHECK:     acc.parallel dataOperands(
  !$acc parallel copy(a)
  !$acc loop
  do i = 1, n
    a(i) = a(i) + t
    t = 2 * a(i)
  end do
  do i = 1, n
    u = a(i)
  end do
  a(1) = u
  !$acc loop
  do i = 1, n
    if (i > 1) v = a(i)
    a(i) = v
  end do
  !$acc end parallel
end subroutine

! A jump could skip the assignment: nothing is private then.
! CHECK-LABEL: func @jump
subroutine jump(n, a, s)
  integer :: n, i
  real :: a(n), s
  ! CHECK: acc.firstprivate varPtr(%s : real(4)) -> {implicit = true, name = "s"}
  !$acc parallel loop copy(a)
  do i = 1, n
    if (i > 2) goto 10
    s = a(i)
10  a(i) = s
  end do
end subroutine

! OpenMP: a target region that sets a scalar at its top.
! CHECK-LABEL: func @target_top
subroutine target_top(r)
  integer :: r(2), k
  ! CHECK: omp.private varPtr(%k : integer(4)) -> {dataClause = #omp<data_clause omp_private>, implicit = true, name = "k"}
  !$omp target map(from: r)
  k = 7
  r(1) = k
  r(2) = k + 1
  !$omp end target
end subroutine

! JSON: "implicitRule": "written-first-private"
