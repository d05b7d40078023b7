! RUN: %acc2c --emit=graph %s -o %t.graph 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
!
! An enter data of a procedure's local variable that no exit data of the
! procedure undoes: once the procedure returns the variable is gone but its
! device copy stays in the present table, and the next data at its address
! (the locals of the next procedure called) is found present there, so it
! is neither copied in nor back (Niceno's Insert_Diffusion_Bc: the dot
! product of the next solver came back as garbage). One warning per
! directive, the translation still written. No warning for a local that an
! exit data unmaps, one passed to another procedure (which may unmap it),
! a dummy, a SAVE or module variable, a host-associated variable in an
! internal procedure (nor in a procedure with internal procedures, whose
! variables those reach without a call), a POINTER (its target outlives it), or the main
! program's variables (implicitly SAVE).
module m
  real :: g(10)
contains
  subroutine unmapper(x)
    real :: x(10)
    !$acc exit data delete(x)
  end subroutine
end module

subroutine s(d)
  use m
  real :: d(10), a(10), b(10), c(10), e(10), f
  real, save :: kept(10)
  real, pointer :: p(:)
  real, allocatable :: w(:)
  integer :: n
  allocate(p(10), w(10))
  ! CHECK: device-copy-outlives-local.f90:[[#@LINE+3]]:27: warning: enter data maps locals of 's' that no exit data there unmaps ('a', 'f', 'w'): their device copies outlive them when it returns, and the next data at their addresses (another procedure's locals) is found present there, neither copied in nor back
  ! CHECK-NEXT: {{^}}  !$acc enter data copyin(a, b, c, d, f, g, kept, p, w) create(e)
  ! CHECK-NEXT: {{^}}                         ^
  !$acc enter data copyin(a, b, c, d, f, g, kept, p, w) create(e)
  ! A second directive naming a again: warned once.
  !$acc enter data copyin(a)
  !$acc exit data delete(b, e)
  call unmapper(c)
end subroutine

subroutine host()
  integer :: n
  n = 1
  call inner()
  !$acc exit data delete(n)
contains
  subroutine inner()
    ! n is the host's: it outlives inner.
    !$acc enter data copyin(n)
  end subroutine
end subroutine

program main
  real :: x(10)
  !$acc enter data copyin(x)
end program
