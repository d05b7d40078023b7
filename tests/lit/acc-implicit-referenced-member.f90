! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
! RUN: %acc2c -J %t --emit=json %s | FileCheck %s --check-prefix=JSON
! RUN: %acc2c -J %t --emit=source %s | FileCheck %s --check-prefix=SRC
!
! docs/descriptors.md, "Allocatable members a region reads through": an
! ALLOCATABLE member that a compute region reads through its parent
! (`g%x(i)`) and that no clause names gets implicit ops of its own, after
! its root's: a copyin (copy when the region may write the root, present
! under default(present)) whose attach puts the device address of the
! member's data into the parent's device copy, as NVIDIA's compilers map
! the members a region references. Code that maps each member array on its
! own (an enter data of a dummy) and the structure implicitly relies on
! it. The exits run first (a member leaves before its parent).

module grid_types
  type inner
    real, allocatable :: w(:)
  end type
  type grid
    integer :: n
    real, allocatable :: x(:)
    integer, allocatable :: nb(:)
    real, pointer :: p(:)
    type(inner), allocatable :: cells(:)
    type(inner) :: one
  end type
end module

! CHECK-LABEL: func @reads_only
subroutine reads_only(g, y)
  use grid_types
  type(grid) :: g
  real :: y(8)
  integer :: i
  !$acc parallel loop copyout(y)
  do i = 1, g%n
    y(i) = g%x(g%nb(i)) + g%one%w(i)
  end do
  ! The root first (never written: copyin), then each member, outer ones
  ! first; g%one%w sits in the plain component g%one.
  ! CHECK:      %[[G:[0-9]+]] = acc.copyin varPtr(%g : type(grid)) -> {implicit = true, name = "g"}
  ! CHECK:      %[[X:[0-9]+]] = acc.copyin varPtr(%g%x : real(4)) augPtr(%g%x : descriptor) bounds(%{{b[0-9]+}}) -> {implicit = true, name = "g%x"}
  ! CHECK:      %[[NB:[0-9]+]] = acc.copyin varPtr(%g%nb : integer(4)) augPtr(%g%nb : descriptor) bounds(%{{b[0-9]+}}) -> {implicit = true, name = "g%nb"}
  ! CHECK:      %[[W:[0-9]+]] = acc.copyin varPtr(%g%one%w : real(4)) augPtr(%g%one%w : descriptor) bounds(%{{b[0-9]+}}) -> {implicit = true, name = "g%one%w"}
  ! CHECK-NEXT: acc.parallel
  ! CHECK:      acc.delete accPtr(%[[W]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "g%one%w"}
  ! CHECK-NEXT: acc.delete accPtr(%[[NB]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "g%nb"}
  ! CHECK-NEXT: acc.delete accPtr(%[[X]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "g%x"}
  ! CHECK:      acc.delete accPtr(%[[G]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "g"}
end subroutine

! CHECK-LABEL: func @writes
subroutine writes(g)
  use grid_types
  type(grid) :: g
  integer :: i
  ! The region writes g%x: the member comes back (copy). The POINTER g%p
  ! has no implicit op (its target is not the structure's own data: the
  ! region checks that it is attached instead, "What will fail"). g%cells,
  ! whose elements hold descriptors, is mapped, and so is the member the
  ! region reads through its elements, g%cells(i)%w, element by element
  ! ("Members of the elements of an array of structures").
  !$acc parallel loop present(g)
  do i = 1, g%n
    g%x(i) = g%p(i) + g%cells(i)%w(1)
  end do
  ! CHECK:      acc.present varPtr(%g : type(grid)) -> {name = "g"}
  ! CHECK:      %[[X:[0-9]+]] = acc.copyin varPtr(%g%x : real(4)) augPtr(%g%x : descriptor) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "g%x"}
  ! CHECK-NOT:  name = "g%p"
  ! CHECK:      %[[C:[0-9]+]] = acc.copyin varPtr(%g%cells : type(inner)) augPtr(%g%cells : descriptor) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "g%cells"}
  ! CHECK-NEXT: acc.bounds
  ! CHECK-NEXT: %[[W:[0-9]+]] = acc.copyin varPtr(%g%cells(acc2c_e1)%w : real(4)) augPtr(%g%cells(acc2c_e1)%w : descriptor) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "g%cells(acc2c_e1)%w", each = "acc2c_e1 = lbound(g%cells, 1) to ubound(g%cells, 1)"}
  ! CHECK-NEXT: acc.parallel
  ! CHECK:      acc.copyout accPtr(%[[W]]) to varPtr(%g%cells(acc2c_e1)%w) {{.*}}each = "acc2c_e1 = lbound(g%cells, 1) to ubound(g%cells, 1)"}
  ! CHECK-NEXT: acc.copyout accPtr(%[[C]]) to varPtr(%g%cells)
  ! CHECK-NEXT: acc.copyout accPtr(%[[X]]) to varPtr(%g%x) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "g%x"}
  ! CHECK-NEXT: acc.delete accPtr
end subroutine

! CHECK-LABEL: func @elements_of_a_root
subroutine elements_of_a_root(b, c, y)
  use grid_types
  type(grid) :: b(:, :)
  type(grid), allocatable :: c(:)
  real :: y(8)
  integer :: i, j
  ! Through the elements of an array of structures: the member of every
  ! element, the last dimension's index outermost; through a plain
  ! component (b(i,j)%one%w); through an array of structures inside the
  ! elements (c(i)%cells(j)%w: c(i)%cells first). The region writes only
  ! y: copyin and delete. A POINTER (b(i,j)%p) has no op.
  !$acc parallel loop copyout(y)
  do i = 1, 8
    do j = 1, 2
      y(i) = b(i, j)%x(1) + b(i, j)%one%w(2) + b(i, j)%p(1) + c(i)%cells(j)%w(3)
    end do
  end do
  ! CHECK:      acc.copyin varPtr(%b : type(grid)) {{.*}}name = "b"}
  ! CHECK:      acc.copyin varPtr(%c : type(grid)) {{.*}}name = "c"}
  ! CHECK:      %[[X:[0-9]+]] = acc.copyin varPtr(%b(acc2c_e1, acc2c_e2)%x : real(4)) {{.*}}name = "b(acc2c_e1, acc2c_e2)%x", each = "acc2c_e2 = lbound(b, 2) to ubound(b, 2), acc2c_e1 = lbound(b, 1) to ubound(b, 1)"}
  ! CHECK:      acc.copyin varPtr(%c(acc2c_e1)%cells : type(inner)) {{.*}}name = "c(acc2c_e1)%cells", each = "acc2c_e1 = lbound(c, 1) to ubound(c, 1)"}
  ! CHECK:      acc.copyin varPtr(%b(acc2c_e1, acc2c_e2)%one%w : real(4)) {{.*}}each = "acc2c_e2 = lbound(b, 2) to ubound(b, 2), acc2c_e1 = lbound(b, 1) to ubound(b, 1)"}
  ! CHECK:      acc.copyin varPtr(%c(acc2c_e1)%cells(acc2c_e2)%w : real(4)) {{.*}}each = "acc2c_e1 = lbound(c, 1) to ubound(c, 1), acc2c_e2 = lbound(c(acc2c_e1)%cells, 1) to ubound(c(acc2c_e1)%cells, 1)"}
  ! CHECK-NEXT: acc.parallel
  ! CHECK-NOT:  %p
  ! CHECK:      acc.delete accPtr(%[[X]]) {dataClause = #acc<data_clause acc_copyin>, implicit = true, name = "b(acc2c_e1, acc2c_e2)%x", each =
end subroutine

! CHECK-LABEL: func @pointer_through_elements
subroutine pointer_through_elements(g)
  use grid_types
  type cell
    real, pointer :: q(:)
  end type
  type holder
    type(cell), allocatable :: cells(:)
  end type
  type(holder) :: g
  real :: s
  integer :: i
  ! A POINTER read through the elements of g%cells: the program attaches
  ! it; mapping g%cells here would hide that it did not, so g%cells keeps
  ! its check instead.
  s = 0
  !$acc parallel loop reduction(+:s)
  do i = 1, 4
    s = s + g%cells(i)%q(1)
  end do
  ! CHECK:      acc.copyin varPtr(%g : type(holder)) -> {implicit = true, name = "g"}
  ! CHECK-NOT:  name = "g%cells
  ! CHECK:      acc.parallel
  ! After the region starts: g%cells is checked, then the pointer of each
  ! of its elements, whose index the runtime's message will name.
  ! SRC-LABEL:  subroutine pointer_through_elements
  ! SRC:        acc2c_region = acc2c_region_begin(
  ! SRC-NEXT:   call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_check_attached), [[C1:acc2c_call[0-9]+]]%f)
  ! SRC-NEXT:   call [[C1]]%f(g%cells, acc2c_slot_gfortran, acc2c_source("g%cells" // acc2c_file // "{{[0-9]+}}"))
  ! SRC-NEXT:   block
  ! SRC-NEXT:     integer(acc2c_size) :: acc2c_e1
  ! SRC-NEXT:     if (allocated(g%cells)) then
  ! SRC-NEXT:       do acc2c_e1 = lbound(g%cells, 1), ubound(g%cells, 1)
  ! SRC-NEXT:         call acc2c_element_index(1, acc2c_e1)
  ! SRC-NEXT:         call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_check_attached), [[C2:acc2c_call[0-9]+]]%f)
  ! SRC-NEXT:         call [[C2]]%f(g%cells(acc2c_e1)%q, acc2c_slot_gfortran, acc2c_source("g%cells(acc2c_e1)%q" // acc2c_file // "{{[0-9]+}}"))
  ! SRC-NEXT:       end do
  ! SRC-NEXT:     end if
  ! SRC-NEXT:   end block
end subroutine

! CHECK-LABEL: func @named_and_default_present
subroutine named_and_default_present(g)
  use grid_types
  type(grid) :: g
  integer :: i
  ! g%nb is named: no second op for it. Under default(present) the member
  ! is present, like its root.
  !$acc data copyin(g%nb)
  !$acc kernels default(present)
  do i = 1, g%n
    g%x(i) = g%nb(i)
  end do
  !$acc end kernels
  !$acc end data
  ! CHECK:      acc.copyin varPtr(%g%nb : integer(4)) {{.*}}name = "g%nb"
  ! CHECK:      acc.present varPtr(%g : type(grid)) -> {implicit = true, name = "g"}
  ! CHECK-NEXT: acc.bounds
  ! CHECK-NEXT: %[[X:[0-9]+]] = acc.present varPtr(%g%x : real(4)) augPtr(%g%x : descriptor) bounds(%{{b[0-9]+}}) -> {implicit = true, name = "g%x"}
  ! CHECK-NEXT: acc.kernels
  ! CHECK-NOT:  name = "g%nb"
  ! CHECK:      acc.delete accPtr(%[[X]]) {dataClause = #acc<data_clause acc_present>, implicit = true, name = "g%x"}
end subroutine

! The JSON graph names the rule.
! JSON:      "implicitRule": "referenced-member",
! JSON-NEXT: "line": 38,
! JSON-NEXT: "modifiers": [],
! JSON-NEXT: "name": "g%x",
