! routine seq procedures in a module (OpenACC 3.3 2.15.1), used from a
! parallel loop and a serial region: an elemental-style function, and a
! subroutine that works on a whole column passed as an explicit-shape
! array.
module routine_module_procs
  implicit none
contains
  integer function collatz_steps(start)
    !$acc routine seq
    integer, intent(in) :: start
    integer :: v
    v = start
    collatz_steps = 0
    do while (v /= 1)
      if (mod(v, 2) == 0) then
        v = v / 2
      else
        v = 3 * v + 1
      end if
      collatz_steps = collatz_steps + 1
    end do
  end function
  subroutine column_scale(m, col, factor)
    !$acc routine seq
    integer, intent(in) :: m
    real(8), intent(inout) :: col(m)
    real(8), intent(in) :: factor
    integer :: i
    do i = 1, m
      col(i) = col(i) * factor + i
    end do
  end subroutine
end module

program routine_module
  use routine_module_procs
  implicit none
  integer :: steps(8), i, j
  real(8) :: a(3, 4)
  !$acc parallel loop copyout(steps)
  do i = 1, 8
    steps(i) = collatz_steps(i)
  end do
  a = 1
  !$acc parallel loop copy(a)
  do j = 1, 4
    call column_scale(3, a(:, j), real(j, 8))
  end do
  print '(a,8i3)', 'steps =', steps
  print '(3f6.1)', a
end program
