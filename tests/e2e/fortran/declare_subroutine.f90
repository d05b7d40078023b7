! declare in a subroutine (OpenACC 3.3 2.13): declare copy(a) on a dummy
! and declare create(work) on a local array make a data region for the
! subroutine's body: a is copied in at entry and copied out at return,
! work lives only on the device (create). Inside the subroutine, after the
! regions, the host's a still has the old values.
! (gfortran's shared-memory host fallback prints 3 5 7 9 on the first line.)
program declare_subroutine
  implicit none
  real :: x(4)
  integer :: i
  x = [(real(i), i = 1, 4)]
  call twice_plus_one(x, 4)
  print '(a,4f6.1)', 'after return:        x =', x
contains
  subroutine twice_plus_one(a, n)
    integer, intent(in) :: n
    real, intent(inout) :: a(n)
    real :: work(n)
    integer :: i
    !$acc declare copy(a) create(work)
    !$acc parallel loop
    do i = 1, n
      work(i) = a(i) * 2
    end do
    !$acc parallel loop
    do i = 1, n
      a(i) = work(i) + 1
    end do
    print '(a,4f6.1)', 'before return, host: a =', a
  end subroutine
end program
