! RUN: %acc2c --emit=graph %s | FileCheck %s
! RUN: %acc2c --emit=source %s 2>%t.err | FileCheck --check-prefix=SRC %s
! RUN: FileCheck --check-prefix=WARN %s < %t.err
!
! OpenMP maps the allocatable components of each element of a mapped array
! of structures (docs/descriptors.md, "Allocatable components of OpenMP
! maps"): one family of ops per component, `b(acc2c_e1)%u` for each index
! the array or its section leaves free (docs/data-operations.md,
! "Operations on every element"), made one element at a time by loops
! around the calls; a POINTER component is not mapped.
module aos_types
  type :: blk
    real, allocatable :: u(:)
    real, pointer :: p(:) => null()
  end type
  type :: mesh
    type(blk), allocatable :: blocks(:, :)
  end type
  type :: node
    real, allocatable :: v(:)
    type(node), allocatable :: kids(:)
  end type
end module

! CHECK-LABEL: func @whole
! SRC-LABEL:   subroutine whole
subroutine whole(b, c)
  use aos_types
  type(blk), allocatable :: b(:)
  type(blk) :: c(4, 3)
  !$omp target map(tofrom: b) map(to: c)
  ! CHECK:      %[[BD:[0-9]+]] = omp.copyin varPtr(%b : descriptor) {{.*}}name = "b"}
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: %[[B:[0-9]+]] = omp.copyin varPtr(%b : type(blk)) augPtr(%b : descriptor) memberOf(%[[BD]]) {{.*}}map_type = tofrom, name = "b"}
  ! CHECK-NEXT: %[[UD:[0-9]+]] = omp.copyin varPtr(%b(acc2c_e1)%u : descriptor) -> {{.*}}implicit = true, map_type = to, modifiers = [always], descriptor = true, name = "b(acc2c_e1)%u", each = "acc2c_e1 = lbound(b, 1) to ubound(b, 1)"}
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: %[[U:[0-9]+]] = omp.copyin varPtr(%b(acc2c_e1)%u : real(4)) augPtr(%b(acc2c_e1)%u : descriptor) memberOf(%[[UD]]) {{.*}}implicit = true, map_type = tofrom, name = "b(acc2c_e1)%u", each = "acc2c_e1 = lbound(b, 1) to ubound(b, 1)"}
  ! CHECK:      %[[C:[0-9]+]] = omp.copyin varPtr(%c : type(blk)) bounds({{.*}}) -> {{.*}}map_type = to, name = "c"}
  ! CHECK-NEXT: %[[CD:[0-9]+]] = omp.copyin varPtr(%c(acc2c_e1, acc2c_e2)%u : descriptor) {{.*}}each = "acc2c_e2 = lbound(c, 2) to ubound(c, 2), acc2c_e1 = lbound(c, 1) to ubound(c, 1)"}
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: %[[CU:[0-9]+]] = omp.copyin varPtr(%c(acc2c_e1, acc2c_e2)%u : real(4)) {{.*}}memberOf(%[[CD]]) {{.*}}map_type = to, name = "c(acc2c_e1, acc2c_e2)%u"
  ! CHECK-NEXT: omp.target dataOperands(%[[BD]], %[[B]], %[[UD]], %[[U]], %[[C]], %[[CD]], %[[CU]])
  ! The components leave before their structures.
  ! CHECK:      omp.delete accPtr(%[[CU]])
  ! CHECK-NEXT: omp.delete accPtr(%[[CD]])
  ! CHECK-NEXT: omp.delete accPtr(%[[C]])
  ! CHECK-NEXT: omp.copyout accPtr(%[[U]]) to varPtr(%b(acc2c_e1)%u) memberOf(%[[UD]])
  ! CHECK-NEXT: omp.delete accPtr(%[[UD]])
  ! CHECK-NEXT: omp.copyout accPtr(%[[B]])
  ! CHECK-NOT:  %p

  ! Entry: nothing when b is not allocated; each element's component where
  ! it is allocated, attached to its device copy.
  ! SRC:        integer(acc2c_size) :: acc2c_e1{{$}}
  ! SRC-NEXT:   if (allocated(b)) then
  ! SRC-NEXT:     do acc2c_e1 = lbound(b, 1), ubound(b, 1)
  ! SRC-NEXT:       call acc2c_element_index(1, acc2c_e1)
  ! SRC-NEXT:       if (allocated(b(acc2c_e1)%u)) then
  ! SRC-NEXT:         call acc2c_omp_map_enter(acc2c_addr_array(b(acc2c_e1)%u), 4_acc2c_size * size(b(acc2c_e1)%u, kind=acc2c_size), &
  ! SRC-NEXT:             acc2c_map_tofrom,
  ! SRC:              call acc2c_call{{[0-9]+}}%f(b(acc2c_e1)%u, acc2c_slot_gfortran,
  ! SRC:            end if
  ! SRC-NEXT:     end do
  ! SRC-NEXT:   end if
  ! SRC-NEXT: end block
  ! Rank 2: the last index outermost.
  ! SRC:        integer(acc2c_size) :: acc2c_e2, acc2c_e1
  ! SRC-NEXT:   do acc2c_e2 = lbound(c, 2), ubound(c, 2)
  ! SRC-NEXT:     call acc2c_element_index(2, acc2c_e2)
  ! SRC-NEXT:     do acc2c_e1 = lbound(c, 1), ubound(c, 1)
  ! SRC-NEXT:       call acc2c_element_index(1, acc2c_e1)
  ! SRC-NEXT:       if (allocated(c(acc2c_e1, acc2c_e2)%u)) then
  !$omp end target
end subroutine

! CHECK-LABEL: func @parts
! SRC-LABEL:   subroutine parts
subroutine parts(b, k)
  use aos_types
  type(blk) :: b(10)
  integer :: k
  ! A section's elements, and one element (no family: b(1)%u itself).
  !$omp target enter data map(to: b(2:k), b(1))
  ! CHECK:      omp.copyin varPtr(%b : type(blk)) bounds({{.*}}) -> {{.*}}name = "b(2:k)", structured = false}
  ! CHECK-NEXT: omp.copyin varPtr(%b(acc2c_e1)%u : descriptor) {{.*}}each = "acc2c_e1 = 2 to k"}
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: omp.copyin varPtr(%b(acc2c_e1)%u : real(4)) {{.*}}each = "acc2c_e1 = 2 to k"}
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: omp.copyin varPtr(%b : type(blk)) bounds({{.*}}) -> {{.*}}name = "b(1)", structured = false}
  ! CHECK-NEXT: omp.copyin varPtr(%b(1)%u : descriptor) -> {{.*}}name = "b(1)%u", structured = false}
  ! CHECK-NEXT: omp.bounds
  ! CHECK-NEXT: omp.copyin varPtr(%b(1)%u : real(4)) {{.*}}name = "b(1)%u", structured = false}
  ! CHECK-NEXT: omp.target_enter_data
  ! SRC:      do acc2c_e1 = 2, k
  ! SRC:      if (allocated(b(1)%u)) then
  ! SRC-NEXT:   call acc2c_omp_map_enter(acc2c_addr_array(b(1)%u),

  ! Motion clauses: the same families.
  !$omp target update from(b(2:k))
  ! CHECK:      omp.update_host varPtr(%b : type(blk)) {{.*}}name = "b(2:k)"
  ! CHECK:      omp.update_host varPtr(%b(acc2c_e1)%u : real(4)) {{.*}}each = "acc2c_e1 = 2 to k"}
  ! CHECK-NEXT: omp.target_update

  ! exit data: the components first.
  !$omp target exit data map(release: b(2:k))
  ! CHECK:      omp.delete varPtr(%b(acc2c_e1)%u : real(4)) {{.*}}map_type = release, {{.*}}each = "acc2c_e1 = 2 to k"}
  ! CHECK:      omp.delete varPtr(%b(acc2c_e1)%u : descriptor) {{.*}}each = "acc2c_e1 = 2 to k"}
  ! CHECK:      omp.delete varPtr(%b : type(blk)) {{.*}}name = "b(2:k)"
  ! CHECK-NEXT: omp.target_exit_data
end subroutine

! A structure holding an array of structures: the components of its
! elements too, with indices that continue the outer ones; the loops over
! m(acc2c_e1)%blocks open only where it is allocated.
! CHECK-LABEL: func @nested
! SRC-LABEL:   subroutine nested
subroutine nested(m)
  use aos_types
  type(mesh) :: m(5)
  !$omp target enter data map(to: m)
  ! CHECK:      omp.copyin varPtr(%m : type(mesh))
  ! CHECK:      omp.copyin varPtr(%m(acc2c_e1)%blocks : type(blk)) {{.*}}each = "acc2c_e1 = lbound(m, 1) to ubound(m, 1)"}
  ! CHECK:      omp.copyin varPtr(%m(acc2c_e1)%blocks(acc2c_e2, acc2c_e3)%u : real(4)) {{.*}}each = "acc2c_e1 = lbound(m, 1) to ubound(m, 1), acc2c_e3 = lbound(m(acc2c_e1)%blocks, 2) to ubound(m(acc2c_e1)%blocks, 2), acc2c_e2 = lbound(m(acc2c_e1)%blocks, 1) to ubound(m(acc2c_e1)%blocks, 1)"}
  ! CHECK-NEXT: omp.target_enter_data
  ! SRC:        integer(acc2c_size) :: acc2c_e1, acc2c_e3, acc2c_e2
  ! SRC-NEXT:   do acc2c_e1 = lbound(m, 1), ubound(m, 1)
  ! SRC-NEXT:     call acc2c_element_index(1, acc2c_e1)
  ! SRC-NEXT:     if (allocated(m(acc2c_e1)%blocks)) then
  ! SRC-NEXT:       do acc2c_e3 = lbound(m(acc2c_e1)%blocks, 2), ubound(m(acc2c_e1)%blocks, 2)
  ! SRC-NEXT:         call acc2c_element_index(3, acc2c_e3)
  ! SRC-NEXT:         do acc2c_e2 = lbound(m(acc2c_e1)%blocks, 1), ubound(m(acc2c_e1)%blocks, 1)
  ! SRC-NEXT:           call acc2c_element_index(2, acc2c_e2)
  ! SRC-NEXT:           if (allocated(m(acc2c_e1)%blocks(acc2c_e2, acc2c_e3)%u)) then
  ! SRC:                end if
  ! SRC-NEXT:         end do
  ! SRC-NEXT:       end do
  ! SRC-NEXT:     end if
  ! SRC-NEXT:   end do
  ! SRC-NEXT: end block
end subroutine

! A recursive type: its elements' components are not expanded without end;
! a warning says what is not mapped.
! CHECK-LABEL: func @tree
subroutine tree(t)
  use aos_types
  type(node) :: t
  !$omp target enter data map(to: t)
  ! WARN: omp-allocatable-component-arrays.f90:[[@LINE-1]]:35: warning: the allocatable components of the elements of 't%kids' are not mapped with it: type(node) contains itself; map them in clauses of their own
  ! WARN-NOT: warning
  ! CHECK:      omp.copyin varPtr(%t : type(node))
  ! CHECK:      omp.copyin varPtr(%t%v : real(4))
  ! CHECK:      omp.copyin varPtr(%t%kids : type(node))
  ! CHECK-NOT:  acc2c_e1
  ! CHECK:      omp.target_enter_data
end subroutine
