! Where a region's body goes (rewriter/RegionScope.h): into a region
! procedure of its unit (a module procedure; a main program that already
! has CONTAINS), or, where that cannot be, inside the region's blocks (an
! internal procedure; a body whose WRITE names a FORMAT of its host).
! Either way the body works on the device copies: copyin-only data written
! in a region is not updated on the host (discrete memory).
module region_procedures_m
  implicit none
contains
  subroutine scale(a, n, f)
    integer, intent(in) :: n
    real, intent(inout) :: a(0:n - 1)
    real, intent(in) :: f
    integer :: i
    !$acc parallel loop copy(a)
    do i = 0, n - 1
      a(i) = a(i) * f
    end do
  end subroutine

  subroutine twice(a, n)
    integer, intent(in) :: n
    real, intent(inout) :: a(n)
    call inner()
  contains
    subroutine inner()   ! an internal procedure: the body stays in place
      integer :: i
      !$acc parallel loop copy(a)
      do i = 1, n
        a(i) = 2 * a(i)
      end do
    end subroutine
  end subroutine
end module

program region_procedures
  use region_procedures_m
  implicit none
  real :: x(4), y(4)
  real, pointer :: p(:)
  integer :: i, hits
  x = [1, 2, 3, 4]
  y = 10
  call scale(x, 4, 3.0)
  print '(a, 4f6.1)', 'scaled:', x
  call twice(x, 4)
  print '(a, 4f6.1)', 'twice: ', x
  ! copyin only: the region writes the device copy of y, the host keeps 10.
  !$acc parallel loop copyin(y)
  do i = 1, 4
    y(i) = -1
  end do
  print '(a, 4f6.1)', 'y host:', y
  ! A pointer array stays a pointer in the region: associated() works.
  allocate(p(2:3))
  p = 5
  hits = 0
  !$acc serial copy(p, hits)
  if (associated(p)) hits = lbound(p, 1) + size(p)
  p(2) = 7
  !$acc end serial
  print '(a, i0, a, 2f5.1)', 'hits: ', hits, '  p:', p
  ! The host's FORMAT 100: the body stays inside the region's blocks.
  !$acc serial copyin(x)
  write (*, 100) x(1), x(4)
  !$acc end serial
100 format ('format: ', 2f6.1)
  call show()
contains
  subroutine show()
    print '(a, 4f6.1)', 'show:  ', x
  end subroutine
end program
