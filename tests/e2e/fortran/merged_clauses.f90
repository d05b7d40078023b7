! One item in several data clauses of a directive acts as one clause
! (docs/data-operations.md, "One variable in several clauses"): with
! create(zero:) and copyout, the array starts at zero on the device and
! comes back; with copyin and copyout, the host's values come in and the
! results go back. Applied one after the other, neither copyout would copy
! anything back (the counter would not reach zero at its exit).
program merged_clauses
  implicit none
  integer, parameter :: n = 6
  real(8) :: b(n), c(n)
  integer :: i
  b = -1
  c = [(real(i, 8), i = 1, n)]
  !$acc parallel loop create(zero: b) copyout(b)
  do i = 1, n
    b(i) = b(i) + i
  end do
  !$acc parallel loop copyin(c) copyout(c)
  do i = 1, n
    c(i) = 10 * c(i)
  end do
  print '(a, 6f6.1)', 'b', b
  print '(a, 6f6.1)', 'c', c
end program merged_clauses
