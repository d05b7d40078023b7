! RETURN in a procedure with declare (OpenACC 3.3 2.13): the declare's data
! region ends at every return, so each RETURN runs its exit operations:
! copy(a) is copied out and work (create) is deleted on every path. acc2c
! makes each RETURN a GO TO the exit code before END. Paths below: a
! RETURN in an IF statement, in a DO loop inside an IF construct, after
! another statement on the same line, a labelled RETURN reached by GO TO,
! and falling off the END; a function returns its value the same way.
program declare_return
  use openacc
  implicit none
  real :: x(4)
  integer :: path
  do path = 0, 4
    x = [1, 2, 3, 4]
    call scale(x, 4, path)
    print '(a,i2,a,4f6.1,a,l2)', 'path', path, ': x =', x, ', present:', acc_is_present(x)
  end do
  x = [1, 2, 3, 4]
  print '(a,f6.1,a,l2)', 'total =', total(x, .true.), ', present:', acc_is_present(x)
  print '(a,f6.1,a,l2)', 'total =', total(x, .false.), ', present:', acc_is_present(x)
contains
  subroutine scale(a, n, path)
    integer, intent(in) :: n, path
    real, intent(inout) :: a(n)
    real :: work(n)
    integer :: i
    !$acc declare copy(a) create(work)
    !$acc parallel loop
    do i = 1, n
      work(i) = a(i) * 10
    end do
    !$acc parallel loop
    do i = 1, n
      a(i) = work(i)
    end do
    if (path == 0) return
    !$acc parallel loop
    do i = 1, n
      a(i) = a(i) + 1
    end do
    if (path == 1) then
      do i = 1, n
        if (i == 2) return
      end do
    end if
    !$acc parallel loop
    do i = 1, n
      a(i) = a(i) + 1
    end do
    if (path == 2) a(1) = -1; return
  end subroutine

  ! Paths 3 and 4 never reach here: path 2's line returns for all paths
  ! after it, as Fortran reads `if (c) s1; return`.
  real function total(a, early)
    real, intent(in) :: a(4)
    logical, intent(in) :: early
    integer :: i
    !$acc declare copyin(a)
    total = 0
    !$acc parallel loop reduction(+:total)
    do i = 1, 4
      total = total + a(i)
    end do
    if (early) go to 10
    total = -total
    return
10  return
  end function
end program
