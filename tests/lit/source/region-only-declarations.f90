! RUN: %acc2c --emit=source %s | FileCheck %s
!
! A local variable that only compute regions name (a loop index, a private
! temporary) is declared again by each region that uses it; the unit's own
! declaration of it goes, with its separator, so that gfortran -Wall has no
! unused variable to report (docs/data-operations.md, "Variables only
! regions use"). Any other name of the variable in the unit keeps it.

! CHECK-LABEL: {{^ *}}subroutine middle_and_whole
! CHECK:       {{^ *}}integer :: k{{$}}
! CHECK-NEXT:  {{^ *}}! a temporary{{$}}
! CHECK-NEXT:  {{^ *}}real :: s{{$}}
! CHECK:       {{^ *}}subroutine acc2c_region_
! CHECK:       {{^ *}}integer(4) :: i
! CHECK:       {{^ *}}integer(4) :: j
! CHECK:       {{^ *}}real(4) :: t
subroutine middle_and_whole(n, a)
  integer, intent(in) :: n
  real :: a(n)
  integer :: i, j, k
  real :: t ! a temporary
  real :: s
  k = 2
  s = 0
  !$acc parallel loop private(t) copy(a)
  do i = 1, n
    do j = 1, k
      t = a(i) + j
      a(i) = t
    end do
  end do
  print *, s
end subroutine

! The last entities go from the separator after the last one kept. A
! variable the unit never names is the user's own business: it stays.
! CHECK-LABEL: {{^ *}}subroutine trailing
! CHECK:       {{^ *}}integer :: k, z ! k and z stay{{$}}
! CHECK-NEXT:  {{^ *}}integer :: m{{$}}
subroutine trailing(a)
  real :: a(4)
  integer :: k, i, j, z ! k and z stay
  integer :: m, i2, j2
  k = 1
  !$acc parallel loop copy(a) collapse(2)
  do i = 1, 2
    do j = 1, 2
      a(i + 2 * (j - 1)) = k
    end do
  end do
  m = 2
  !$acc parallel loop copy(a) collapse(2)
  do i2 = 1, 2
    do j2 = 1, 2
      a(i2 + 2 * (j2 - 1)) = m
    end do
  end do
end subroutine

! Kept: the host reads i after the region, an internal procedure reaches j
! by host association, an implied DO's index takes its type from m, and a
! data clause maps b. An internal procedure's own dummy named like the
! region's index n does not keep n's declaration.
! CHECK-LABEL: {{^ *}}subroutine kept
! CHECK:       {{^ *}}integer :: i, j, m{{$}}
! CHECK-NEXT:  {{^ *}}real :: b(4){{$}}
! CHECK-EMPTY:
subroutine kept(a)
  real :: a(4)
  integer :: i, j, m
  real :: b(4)
  integer :: n
  b = [(real(m), m = 1, 4)]
  !$acc parallel loop copy(a) copyin(b)
  do i = 1, 4
    do j = 1, 1
      do n = 1, 1
        a(i) = a(i) + b(i)
      end do
    end do
  end do
  i = 0
  print *, i, twice(3)
contains
  integer function twice(n)
    integer, intent(in) :: n
    j = n
    twice = 2 * j
  end function
end subroutine

! A private clause that names a variable its region's statements do not
! (PRK's transpose): the region does not declare it, so the clause names
! the host's variable, which stays.
! CHECK-LABEL: {{^ *}}subroutine clause_only
! CHECK:       {{^ *}}integer :: it{{$}}
subroutine clause_only(a)
  real :: a(4)
  integer :: i, it
  !$acc parallel loop copy(a)
  do i = 1, 4
    do it = 1, 1
      a(i) = a(i) + it
    end do
  end do
  !$acc parallel loop copy(a) private(it)
  do i = 1, 4
    a(i) = a(i) + 1
  end do
end subroutine

! A main program's variables are SAVE without saying so, and go as well.
! A statement over several lines goes whole where all its entities go;
! otherwise runs of entities within one line go, and a run that a line
! break ends (r) stays.
! CHECK-LABEL: {{^ *}}program main
! CHECK:       {{^ *}}real :: a(4){{$}}
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-NEXT:  {{^ *}}integer :: n, &{{$}}
! CHECK-NEXT:  {{^ *}}p{{$}}
! CHECK-NEXT:  {{^ *}}integer :: r, &{{$}}
! CHECK-NEXT:  {{^ *}}s{{$}}
program main
  real :: a(4)
  integer :: i
  integer :: j, &
             k
  integer :: m, n, &
             p, q
  integer :: r, &
             s
  a = 1
  n = 1
  p = 1
  s = 1
  !$acc parallel loop copy(a)
  do i = 1, 4
    do j = 1, 1
      do k = 1, 1
        do m = 1, 1
          do q = 1, 1
            do r = 1, 1
              a(i) = a(i) + 1
            end do
          end do
        end do
      end do
    end do
  end do
  print *, a, n, p, s
end program
