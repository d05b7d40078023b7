! Assumed-shape dummies with non-default lower bounds (OpenACC 3.3 2.7.1;
! Fortran descriptors, docs/descriptors.md, "Other descriptors"): inside the subroutine
! a(0:) and v(-2:) index the caller's x(1:5) and y(1:6); a region there
! maps a by its own clause, or finds v present because the caller's data
! region mapped the same memory as y.
program assumed_shape_lbound
  implicit none
  real :: x(5), y(6)
  integer :: i
  x = [(real(i), i = 1, 5)]
  y = 0
  call shift(x)
  print '(a,5f6.1)', 'x =', x
  !$acc data copy(y)
  call fill(y, 2)
  !$acc end data
  print '(a,6f6.1)', 'y =', y
contains
  subroutine shift(a)
    real, intent(inout) :: a(0:)
    integer :: i, ub
    ub = ubound(a, 1)
    !$acc parallel loop copy(a)
    do i = 0, ub
      a(i) = a(i) + 10 * i
    end do
  end subroutine
  subroutine fill(v, k)
    real, intent(inout) :: v(-2:)
    integer, intent(in) :: k
    integer :: i
    !$acc parallel loop present(v)
    do i = -2, ubound(v, 1)
      v(i) = i * k
    end do
  end subroutine
end program
