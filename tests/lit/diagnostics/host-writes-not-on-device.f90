! RUN: %acc2c --emit=graph %s -o %t.graph 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
!
! A value the host gives data that a data construct maps, in its body, with
! no update of the device copy before a compute construct reads it or the
! construct's end copies it back: a warning, the translation still written
! (passes/HostWritesNotOnDevice.h). Code written for shared memory does
! this and computes something else on a GPU. Source order decides what
! comes next: the update at the top of the next iteration does not save the
! last one.

subroutine flip_flop(n, f, nsp)
  integer :: n, nsp, step, i
  real :: f(n, 2)
  !$acc data copy(f, nsp)
  do step = 1, 10
    !$acc update device(nsp)
    !$acc parallel loop
    do i = 1, n
      f(i, 3 - nsp) = f(i, nsp) + 1
    end do
    ! CHECK: [[#@LINE+2]]:5: warning: 'nsp' is assigned on the host inside the 'data' construct that maps it, and no 'update device(nsp)' follows: the construct's end at line [[#@LINE+4]] copies the device copy back over this value
    ! CHECK: [[#@LINE-8]]:22: note: 'nsp' is mapped here; an 'update device(nsp)' after the assignment gives the device copy the host's value (or map it copyin, if the device's value is not wanted back); with shared memory the program may seem right without it
    nsp = 3 - nsp
  end do
  !$acc end data
end subroutine

subroutine corner(m, grid)
  integer :: m, i
  real :: grid(m)
  !$acc data copy(grid)
  ! CHECK: [[#@LINE+2]]:3: warning: 'grid' is assigned on the host inside the 'data' construct that maps it, and the 'kernels' construct at line [[#@LINE+3]] reads the device copy with no 'update device(grid)' in between: it does not see this value
  ! CHECK: [[#@LINE-2]]:19: note: 'grid' is mapped here; an 'update device(grid)' after the assignment gives the device copy the host's value; with shared memory the program may seem right without it
  grid(1) = -grid(m)
  !$acc kernels
  do i = 2, m
    grid(i) = grid(i - 1) + 1
  end do
  !$acc end kernels
  !$acc end data
end subroutine

! No warning where the update comes between; for a part of a section the
! construct maps (whether they meet, bounds would tell); for data mapped
! only in and never read on the device after. A scalar the host assigns and
! then replaces with the device's value (update self) is warned about.
subroutine fine(n, a, b, c, s)
  integer :: n, i
  real :: a(n), b(n), c(n), s
  !$acc data copy(a) copy(b(2:n)) copyin(c) copy(s)
  a = 1
  !$acc update device(a)
  b(1) = 2
  c = 3
  !$acc parallel loop
  do i = 2, n
    b(i) = a(i) + b(i)
  end do
  ! CHECK: [[#@LINE+2]]:3: warning: 's' is assigned on the host inside the 'data' construct that maps it, and the 'update' at line [[#@LINE+3]] copies the device copy over this value before any 'update device(s)'
  ! CHECK: [[#@LINE-10]]:50: note: 's' is mapped here
  s = 5
  !$acc update self(s)
  !$acc end data
end subroutine

! No warning for data the body allocates (or deallocates, or points
! elsewhere): which data the mapping is of, the program decides as it runs.
subroutine allocated_in_body(a)
  real, allocatable :: a(:)
  !$acc data copy(a)
  allocate(a(4))
  a = 1
  !$acc end data
end subroutine
