! Derived types that a program unit defines, not a module, in compute
! regions (OpenACC 3.3 2.6.4, 2.7). With OpenACC device kernels the kernel
! is an external subroutine of the kernels' file, outside the unit: it
! defines a copy of each type, which must have the type's layout
! (docs/gpu.md, "OpenACC kernels"). Here: an extension of another local
! type, a component of a module's type, a character component, an array
! component whose bounds are named constants, default initializations, an
! ALLOCATABLE and a POINTER component, and a private object of a local
! type, whose default initialization each iteration's copy has.
!
! p%x(i) = 1 * i + p%w(i + 1) * p%when%step + p%id = i + 2 * 5 + 7 for
! i = 0..3: 17 18 19 20. The serial region makes the step 6 and the tag
! 'moved'. r(i) = sum(q%x) + len_trim(q%tag) = 4 * i + 5: 9 13 17 21.
module dt_local_base
  implicit none
  type stamp
    integer :: step = 0
  end type
end module

program dt_local_types
  use dt_local_base
  implicit none
  integer, parameter :: lo = 0, hi = 3
  type point
    real(8) :: x(lo:hi) = 1
    character(len=5) :: tag = 'point'
  end type
  type, extends(point) :: particle
    type(stamp) :: when
    real(8), allocatable :: w(:)
    integer, pointer :: link => null()
    integer :: id = 7
  end type
  type(particle) :: p
  type(point) :: q
  real(8) :: r(4)
  integer :: i
  allocate(p%w(4))
  p%w = 2
  p%when%step = 5
  !$acc data copy(p) copy(p%w)
  !$acc parallel loop
  do i = lo, hi
    p%x(i) = p%x(i) * i + p%w(i + 1) * p%when%step + p%id
  end do
  !$acc serial
  p%when%step = p%when%step + 1
  p%tag = 'moved'
  !$acc end serial
  !$acc end data
  !$acc parallel loop private(q) copyout(r)
  do i = 1, 4
    q%x = i
    r(i) = sum(q%x) + len_trim(q%tag)
  end do
  print '(a, 4f6.1)', 'x:', p%x
  print '(a, i3, 1x, a, l2)', 'step, tag, link:', p%when%step, p%tag, associated(p%link)
  print '(a, 4f6.1)', 'r:', r
end program
