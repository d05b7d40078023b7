! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c -J %t --emit=graph %s | FileCheck %s
! RUN: %acc2c -J %t --emit=json %s | FileCheck %s --check-prefix=JSON
!
! OpenACC 3.3 2.6.4 / 2.7.2 and docs/descriptors.md: a POINTER or ALLOCATABLE variable
! or component is a pointer reference; its data is attached through its
! descriptor, which the op names as augPtr. An explicit-shape array, a
! scalar component and an assumed-shape dummy (whose descriptor is local to
! the call, docs/descriptors.md, "Other descriptors") have no augPtr.

module attach_types
  type ty
    real, pointer :: p(:)
    real, allocatable :: a(:)
    real :: r(4)
  end type
end module

! CHECK-LABEL: func @attach_vars
subroutine attach_vars(p, x, sp, y, z)
  use attach_types
  real, pointer :: p(:)
  real, allocatable :: x(:)
  integer, pointer :: sp
  real :: y(4)
  real :: z(:)
  type(ty) :: d
  !$acc data copy(p, x, sp, y, z)
  ! CHECK:      acc.copyin varPtr(%p : real(4)) augPtr(%p : descriptor) bounds(%{{b[0-9]+}}) -> {{.*}}name = "p"}
  ! CHECK:      acc.copyin varPtr(%x : real(4)) augPtr(%x : descriptor) bounds(%{{b[0-9]+}}) -> {{.*}}name = "x"}
  ! A scalar pointer is attached too.
  ! CHECK:      acc.copyin varPtr(%sp : integer(4)) augPtr(%sp : descriptor) -> {{.*}}name = "sp"}
  ! CHECK:      acc.copyin varPtr(%y : real(4)) bounds(%{{b[0-9]+}}) -> {{.*}}name = "y"}
  ! CHECK:      acc.copyin varPtr(%z : real(4)) bounds(%{{b[0-9]+}}) -> {{.*}}name = "z"}
  !$acc end data

  ! The aggregate itself is not a pointer.
  !$acc enter data copyin(d)
  ! CHECK:      acc.copyin varPtr(%d : type(ty)) -> {name = "d", structured = false}
  ! Its POINTER and ALLOCATABLE components are (2.6.4).
  !$acc enter data copyin(d%p, d%a, d%r)
  ! CHECK:      acc.copyin varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}) -> {name = "d%p", structured = false}
  ! CHECK:      acc.copyin varPtr(%d%a : real(4)) augPtr(%d%a : descriptor) bounds(%{{b[0-9]+}}) -> {name = "d%a", structured = false}
  ! CHECK:      acc.copyin varPtr(%d%r : real(4)) bounds(%{{b[0-9]+}}) -> {name = "d%r", structured = false}
  ! detach/delete at exit data: the detach action also goes through the
  ! descriptor.
  !$acc exit data detach(d%p) delete(d%a)
  ! CHECK:      acc.detach varPtr(%d%p : real(4)) augPtr(%d%p : descriptor) bounds(%{{b[0-9]+}}) {name = "d%p", structured = false}
  ! CHECK:      acc.delete varPtr(%d%a : real(4)) augPtr(%d%a : descriptor) bounds(%{{b[0-9]+}}) {name = "d%a", structured = false}
end subroutine

! At the exit of a region the copy of `p` detaches it (2.7.6: "a detach
! action is performed if var is a pointer reference"): the exit op keeps
! the descriptor in the JSON contract.
! JSON:      "augPtr": "p",
! JSON:      "name": "p",
! JSON:      "op": "copyin",
! JSON:      "augPtr": "p",
! JSON:      "entry": [[ENTRY:[0-9]+]],
! JSON:      "name": "p",
! JSON:      "op": "copyout",
