! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
!
! docs/descriptors.md, "Members mapped on their own": a compute construct
! whose body reaches `d` only through components that are mapped before it
! (by a data construct around it, or found by present), none POINTER or
! ALLOCATABLE, gives `d` no implicit op: the data the body uses is those
! components', and a copy of the whole `d` would overlap their mappings.
! Where the body names another component, or the components are mapped by
! the construct itself, or one needs an attach, `d` is copied first as
! before ("The parent before the member").

module mapped_alone_types
  type grid
    integer :: n
    real :: a(100)
    real :: b(100)
  end type
  type holder
    real, allocatable :: p(:)
  end type
end module

! CHECK-LABEL: func @present_inside_data
subroutine present_inside_data(d)
  use mapped_alone_types
  type(grid) :: d
  integer :: i
  !$acc data copy(d%a)
  ! CHECK:      acc.data
  ! CHECK-NOT:  name = "d"}
  ! CHECK:      %[[A:[0-9]+]] = acc.present varPtr(%d%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "d%a"}
  ! CHECK-NOT:  name = "d"}
  ! CHECK:      acc.parallel combined(loop) dataOperands(%[[A]], %{{[0-9]+}}) {
  !$acc parallel loop present(d%a)
  do i = 1, 100
    d%a(i) = d%a(i) + 1
  end do
  ! No clause: the data construct's mapping is visible.
  ! CHECK-NOT:  name = "d"}
  ! CHECK:      acc.parallel combined(loop) dataOperands(%{{[0-9]+}}) {
  !$acc parallel loop
  do i = 1, 100
    d%a(i) = 2 * d%a(i)
  end do
  ! d%n is reached too, which nothing maps: d is copied whole.
  ! CHECK:      acc.copyin varPtr(%d : type(grid)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
  !$acc parallel loop
  do i = 1, d%n
    d%a(i) = 0
  end do
  !$acc end data
end subroutine

! CHECK-LABEL: func @present_after_enter_data
subroutine present_after_enter_data(d)
  use mapped_alone_types
  type(grid) :: d
  integer :: i
  !$acc enter data copyin(d%b)
  ! CHECK:      acc.present varPtr(%d%b : real(4))
  ! CHECK-NOT:  name = "d"}
  ! CHECK:      acc.serial dataOperands
  !$acc serial present(d%b)
  d%b(1) = 1
  !$acc end serial
end subroutine

! CHECK-LABEL: func @mapped_by_the_construct
subroutine mapped_by_the_construct(d)
  use mapped_alone_types
  type(grid) :: d
  integer :: i
  ! Both components are mapped here: d first (member-parent), they are
  ! found inside it.
  ! CHECK:      acc.copyin varPtr(%d : type(grid)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
  ! CHECK:      acc.copyin varPtr(%d%a : real(4))
  ! CHECK:      acc.copyin varPtr(%d%b : real(4))
  !$acc parallel loop copy(d%a, d%b)
  do i = 1, 100
    d%a(i) = d%b(i)
  end do
end subroutine

! CHECK-LABEL: func @allocatable_component
subroutine allocatable_component(h)
  use mapped_alone_types
  type(holder) :: h
  integer :: i
  !$acc data copy(h%p)
  ! The descriptor of h%p is attached into a device copy of h.
  ! CHECK:      acc.copyin varPtr(%h : type(holder)) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "h"}
  !$acc parallel loop present(h%p)
  do i = 1, size(h%p)
    h%p(i) = 0
  end do
  !$acc end data
end subroutine
