! Module ALLOCATABLE arrays whose device copies live across procedures
! (OpenACC 3.3 2.6.6 enter/exit data, 2.7.5 present): setup allocates and
! maps them, smooth runs regions that find them present, finish copies u
! back and unmaps. Until finish, the host's u keeps its initial values.
! (gfortran's shared-memory host fallback prints the smoothed values on
! both lines.)
module module_alloc_state
  implicit none
  real(8), allocatable :: u(:), unew(:)
  integer :: n
contains
  subroutine setup(m)
    integer, intent(in) :: m
    integer :: i
    n = m
    allocate(u(n), unew(n))
    u = [(real(i * i, 8), i = 1, n)]
    !$acc enter data copyin(u) create(unew)
  end subroutine
  subroutine smooth()
    integer :: i
    !$acc parallel loop present(u, unew)
    do i = 2, n - 1
      unew(i) = (u(i - 1) + 2 * u(i) + u(i + 1)) / 4
    end do
    !$acc parallel loop present(u, unew)
    do i = 2, n - 1
      u(i) = unew(i)
    end do
  end subroutine
  subroutine finish()
    !$acc exit data copyout(u) delete(unew)
    deallocate(unew)
  end subroutine
end module

program module_alloc_lifetime
  use module_alloc_state
  implicit none
  call setup(6)
  call smooth()
  call smooth()
  print '(a,6f8.3)', 'before finish: u =', u
  call finish()
  print '(a,6f8.3)', 'after finish:  u =', u
end program
