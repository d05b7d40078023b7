! RUN: %acc2c --emit=source %s -o %t.f90 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
!
! A routine, explicit or implicit, that uses a variable from outside the
! procedure that no declare directive puts on the device: a warning, the
! translation still written (passes/RoutineDataNotOnDevice.h). A GPU build
! cannot give the routine's device code that variable; host threads would
! use the host's. Declared data, named constants, dummies and locals are
! the routine's to use; an internal procedure's host variables are outside
! it too.

module settings
  integer, parameter :: width = 4
  real :: gain = 2
  real :: offset = 1
  character(:), allocatable :: label
  !$acc declare copyin(offset) create(label)
end module

module kernels_m
  use settings
contains
  real function scaled(x)
    !$acc routine seq
    real, intent(in) :: x
    real :: local
    local = x + width
    ! CHECK: [[#@LINE+1]]:22: warning: routine 'scaled' uses 'gain' from outside the procedure, which no declare directive puts on the device: a device has no copy of it, and on host threads the routine uses the host's (a declare create or copyin where it is declared gives it one; or pass it as an argument)
    scaled = local * gain + offset
  end function

  ! Declared, but of a type acc2c cannot re-declare in the routine: the
  ! routine reads the host's copy, as it is compiled without acc2c (the
  ! rewriter's warning, after the graph passes' at the end of the file).
  integer function label_length()
    !$acc routine seq
    label_length = len(label)
  end function

  ! No directive: an implicit routine, the region below calls it.
  subroutine shift(a, i)
    real :: a(:)
    integer, value :: i
    ! CHECK: [[#@LINE+1]]:19: warning: routine 'shift' (implicit: a compute region or routine calls it) uses 'gain' from outside the procedure, which no declare directive puts on the device: a device has no copy of it, and on host threads the routine uses the host's (a declare create or copyin where it is declared gives it one; or pass it as an argument)
    a(i) = a(i) + gain
  end subroutine
end module

program main
  use kernels_m
  real :: a(8), total
  integer :: i
  total = 0
  !$acc parallel loop copy(a)
  do i = 1, 8
    a(i) = scaled(real(i))
    call shift(a, i)
  end do
  !$acc parallel loop copy(a)
  do i = 1, 8
    call accumulate(i)
  end do
contains
  subroutine accumulate(i)
    !$acc routine seq
    integer, value :: i
    ! CHECK: [[#@LINE+2]]:5: warning: routine 'accumulate' uses 'total' from outside the procedure, which no declare directive puts on the device: a device has no copy of it, and on host threads the routine uses the host's (a declare create or copyin where it is declared gives it one; or pass it as an argument)
    ! CHECK: [[#@LINE+1]]:21: warning: routine 'accumulate' uses 'a' from outside the procedure, which no declare directive puts on the device: a device has no copy of it, and on host threads the routine uses the host's (a declare create or copyin where it is declared gives it one; or pass it as an argument)
    total = total + a(i)
  end subroutine
end program
! CHECK: routine-data-not-on-device.f90:{{[0-9]+}}:24: warning: 'label' (character(:,1)) is read through the host's copy in this routine, also where a compute region calls it: acc2c re-declares its device copy only for a type it can spell
