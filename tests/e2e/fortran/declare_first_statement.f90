! A procedure's declare (OpenACC 3.3 2.13) makes its data present for the
! whole execution part, from its first statement on. Here that statement
! is an assignment whose variable's name begins like a type keyword
! (integer_count), and its right-hand side calls a function whose data
! construct asks for a to be present. a was copied in by the declare, so
! present(a) finds it: the function returns a(2) + 1 = 21 (the host copy,
! which the device copy equals). At the end of s the declare's copyin ends:
! a is no longer present.
module declare_first_statement_m
  use openacc
contains
  integer function touch(a)
    real :: a(4)
    !$acc data present(a)
    touch = int(a(2)) + 1
    !$acc end data
  end function
end module

subroutine s(a)
  use declare_first_statement_m
  real :: a(4)
  integer :: integer_count
  !$acc declare copyin(a)
  integer_count = touch(a)
  print '(a,i0,a,l1)', 'integer_count = ', integer_count, '  present in s: ', acc_is_present(a)
end subroutine

program declare_first_statement
  use openacc
  real :: a(4)
  a = [10, 20, 30, 40]
  call s(a)
  print '(a,l1)', 'present after s: ', acc_is_present(a)
end program
