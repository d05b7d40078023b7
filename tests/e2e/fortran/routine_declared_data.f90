! Routines that read and write data a declare directive puts on the device
! (OpenACC 3.3 2.13, 2.15.1): called from a compute region they use its
! device copy, which differs from the host's until an update; called from
! the host, or from a region that runs on the host (if(.false.)), the
! host's. The translation's routines do the same on host threads
! (docs/data-operations.md, "Routines and declared data"). An implicit
! routine (no directive: the region calls it) and a name renamed on USE
! are seen the same way.
! XFAIL: differential.flang only: Flang maps the declared ALLOCATABLE at its
! ALLOCATE (declare actions), acc2c when a construct or routine first uses
! it (docs/differences-from-flang.md, D9).
module routine_declared_data_m
  implicit none
  integer, parameter :: n = 8
  real(8), allocatable :: grid(:)
  real(8) :: scale = 2
  integer :: counter
  type :: pair_t
    real(8) :: lo, hi
  end type
  type(pair_t) :: limits = pair_t(0, 10)
  !$acc declare create(grid, counter) copyin(scale, limits)
contains
  subroutine put(i, v)
    !$acc routine seq
    integer, value :: i
    real(8), value :: v
    grid(i) = v * scale
  end subroutine
  real(8) function clamp(x)
    !$acc routine seq
    real(8), intent(in) :: x
    clamp = min(max(x, limits%lo), limits%hi)
  end function
  subroutine bump()
    !$acc routine seq
    !$acc atomic update
    counter = counter + 1
  end subroutine
  ! No routine directive: an implicit routine, as the region calls it.
  subroutine halve(i)
    integer, value :: i
    grid(i) = grid(i) / 2
  end subroutine
end module

module routine_declared_data_user
  use routine_declared_data_m, only: cells => grid
  implicit none
contains
  real(8) function cell(i)
    !$acc routine seq
    integer, value :: i
    cell = cells(i)
  end function
end module

program routine_declared_data
  use routine_declared_data_m
  use routine_declared_data_user
  implicit none
  integer :: i
  real(8) :: out(n)
  allocate(grid(n))
  grid = -1
  counter = 100
  !$acc serial
  counter = 0
  !$acc end serial
  !$acc parallel loop
  do i = 1, n
    call put(i, dble(i))
    call bump()
  end do
  !$acc serial
  call bump()
  !$acc end serial
  ! The host's copies are as the host left them.
  print '(a, f6.1, i5)', 'host before update:', sum(grid), counter
  !$acc update self(grid, counter)
  print '(a, f6.1, i5)', 'host after update: ', sum(grid), counter
  !$acc parallel loop copyout(out)
  do i = 1, n
    call halve(i)
    out(i) = clamp(3 * cell(i))
  end do
  print '(a, f6.1)', 'clamped on device:  ', sum(out)
  ! Only the host's limit changes: the host's calls see it, the device's not.
  limits%hi = 5
  print '(a, f6.1)', 'clamp(7) on host:   ', clamp(7d0)
  !$acc parallel loop copyout(out)
  do i = 1, n
    out(i) = clamp(dble(i))
  end do
  print '(a, f6.1)', 'clamped on device:  ', sum(out)
  !$acc parallel loop if(.false.)
  do i = 1, n
    out(i) = clamp(dble(i))
  end do
  print '(a, f6.1)', 'clamped if(.false.):', sum(out)
end program
