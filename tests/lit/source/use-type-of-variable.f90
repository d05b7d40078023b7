! RUN: %acc2c --emit=source %s | FileCheck %s
!
! The translation names a mapped variable's derived type (the region's device
! view `type(t), pointer :: acc2c_x`, the interfaces that attach its
! components). A unit that does not see the type by its name gets a USE of
! it from the module that defines it, beside `use acc2c_runtime`: after
! `use m, only: x`, x's type (and the types of x's allocatable components).

module m
  implicit none
  type inner_t
    real, allocatable :: w(:)
  end type
  type outer_t
    real, allocatable :: v(:)
    type(inner_t), allocatable :: parts(:)
  end type
  type, private :: hidden_t
    real :: h(4)
  end type
  type(outer_t) :: x
  type(hidden_t), public :: y
end module

! CHECK-LABEL: {{^ *}}subroutine only_variable
! CHECK-NEXT:  {{^ *}}use acc2c_runtime
! CHECK-NEXT:  {{^ *}}use m, only: outer_t
! CHECK-NEXT:  {{^ *}}use m, only: inner_t
! CHECK-NEXT:  # {{[0-9]+}}
! CHECK-NEXT:  {{^ *}}use m, only: x
! CHECK:       type(outer_t), pointer :: acc2c_x
subroutine only_variable(n)
  use m, only: x
  integer, intent(in) :: n
  integer :: i
  !$acc parallel loop copy(x, x%v)
  do i = 1, n
    x%v(i) = i
  end do
end subroutine

! The whole module: the unit sees every public type; nothing is added.
! CHECK-LABEL: {{^ *}}subroutine whole_module
! CHECK-NEXT:  {{^ *}}use acc2c_runtime
! CHECK-NEXT:  # {{[0-9]+}}
! CHECK-NEXT:  {{^ *}}use m{{$}}
subroutine whole_module(n)
  use m
  integer, intent(in) :: n
  integer :: i
  !$acc parallel loop copy(x, x%v)
  do i = 1, n
    x%v(i) = i
  end do
end subroutine

! A PRIVATE type has no name outside its module: no USE can bring it.
! CHECK-LABEL: {{^ *}}subroutine private_type
! CHECK-NEXT:  {{^ *}}use acc2c_runtime
! CHECK-NEXT:  # {{[0-9]+}}
! CHECK-NEXT:  {{^ *}}use m, only: y
subroutine private_type
  use m, only: y
  !$acc update device(y)
end subroutine
