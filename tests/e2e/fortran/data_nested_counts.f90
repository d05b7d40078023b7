! Nested data regions (OpenACC 3.3 2.6.5) and the structured reference
! counter (2.6.7): the inner copy(a) finds a present, so it only counts,
! and its end neither copies nor frees; a is copied out at the end of the
! outer region. b, mapped only by the inner region, is copied out at the
! inner end. acc_is_present (3.2.30) shows what is mapped.
! (gfortran's shared-memory host fallback prints a = 2 3 4 5 after the
! inner end and T for every acc_is_present: it has no separate device copy.)
program data_nested_counts
  use openacc
  implicit none
  integer, parameter :: n = 4
  real :: a(n), b(n)
  integer :: i
  a = 1
  b = 0
  !$acc data copy(a)
  !$acc data copy(a) copyout(b)
  !$acc parallel loop
  do i = 1, n
    a(i) = a(i) + i
    b(i) = 2 * i
  end do
  !$acc end data
  print '(a,4f5.1,a,4f5.1)', 'after inner end: a =', a, '  b =', b
  print '(a,l1,a,l1)', 'present: a ', acc_is_present(a), '  b ', acc_is_present(b)
  !$acc parallel loop
  do i = 1, n
    a(i) = a(i) * 10
  end do
  !$acc end data
  print '(a,4f5.1)', 'after outer end: a =', a
  print '(a,l1)', 'present: a ', acc_is_present(a)
end program
