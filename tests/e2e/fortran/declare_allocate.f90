! ALLOCATE and DEALLOCATE of declared data (OpenACC 3.3 2.13.2): the
! statement allocates and frees the device copy too. A module's array that
! a procedure reallocates with a new size (the old mapping was "only partly
! present" against the new one), a procedure's own declared allocatable
! allocated after entry, and the statement forms acc2c rewrites: an IF
! statement's action and a labelled statement that a GOTO reaches.
module field
  implicit none
  real, allocatable :: u(:)
  !$acc declare create(u)
contains
  subroutine fill(n, scale)
    integer, intent(in) :: n
    real, intent(in) :: scale
    integer :: i
    !$acc parallel loop present(u)
    do i = 1, n
      u(i) = scale * i
    end do
    !$acc update self(u)
  end subroutine
  subroutine resize(n)
    integer, intent(in) :: n
    if (allocated(u)) deallocate(u)
    allocate(u(n))
  end subroutine
end module

subroutine local_declared(n, total)
  implicit none
  integer, intent(in) :: n
  real, intent(out) :: total
  real, allocatable :: w(:)
  !$acc declare create(w)
  integer :: i, pass
  total = 0
  pass = 0
10 allocate(w(n + pass))
  !$acc parallel loop present(w)
  do i = 1, n + pass
    w(i) = i
  end do
  !$acc parallel loop present(w) reduction(+:total)
  do i = 1, n + pass
    total = total + w(i)
  end do
  deallocate(w)
  pass = pass + 1
  if (pass < 3) goto 10
end subroutine

program declare_allocate
  use field
  implicit none
  real :: total
  call resize(3)
  call fill(3, 1.0)
  print '(a, 3f5.1)', 'u(3) =', u
  call resize(5)
  call fill(5, 2.0)
  print '(a, 5f5.1)', 'u(5) =', u
  call resize(2)
  call fill(2, 3.0)
  print '(a, 2f5.1)', 'u(2) =', u
  call local_declared(4, total)
  print '(a, f6.1)', 'total =', total
end program
