! Procedures this file defines without a routine directive, called in a
! compute region (OpenACC 3.3 2.15.1: an implicit routine directive
! applies to them, and to the procedures they call in turn): an internal
! function, a module function that calls another, and an external
! subroutine. With OpenACC device kernels each gets a device copy
! (docs/gpu.md, "OpenACC kernels").
!
! a(i) = cube(i) + twice(i) = i**3 + 2i for i = 1..4: 3 12 33 72.
! b(i) = 10 * i, set by the external subroutine scale_into: 10 20 30 40.
module implicit_routines_m
  implicit none
contains
  integer function twice(i)
    integer, intent(in) :: i
    twice = plus(i, i)
  end function
  integer function plus(i, j)
    integer, intent(in) :: i, j
    plus = i + j
  end function
end module

subroutine scale_into(x, i)
  implicit none
  integer, intent(out) :: x
  integer, intent(in) :: i
  x = 10 * i
end subroutine

program implicit_routines
  use implicit_routines_m
  implicit none
  external :: scale_into
  integer :: a(4), b(4), i
  !$acc parallel loop copyout(a, b)
  do i = 1, 4
    a(i) = cube(i) + twice(i)
    call scale_into(b(i), i)
  end do
  print '(a, 4i4)', 'a:', a
  print '(a, 4i4)', 'b:', b
contains
  integer function cube(i)
    integer, intent(in) :: i
    cube = i * i * i
  end function
end program
