! A data construct's exit acts on what its entry found (DataAtEntry): an
! ALLOCATABLE that the body allocates was not mapped at entry, so the exit
! has nothing to copy out or delete; one that the body deallocates was, so
! the exit still removes its mapping (and its copyout, of memory the
! program freed, copies nothing back into it: the runtime's copy goes to
! the address the entry mapped, and the program no longer reads it).
! Before, the exit asked allocated() again: it deleted an address the entry
! never set in the first case and left a stale mapping in the second.
program data_allocation_in_body
  use openacc
  implicit none
  real, allocatable :: a(:), b(:)
  integer :: i
  ! a: allocated in the body.
  !$acc data copy(a)
  allocate(a(4))
  a = 1
  !$acc end data
  print '(a,4f5.1,l3)', 'a:', a, acc_is_present(a)
  ! b: deallocated in the body; its mapping goes with the construct.
  allocate(b(8))
  b = 2
  !$acc data copyin(b)
  !$acc parallel loop present(b)
  do i = 1, 8
    b(i) = b(i) * 3
  end do
  deallocate(b)
  !$acc end data
  allocate(b(8))
  b = 5
  ! A new b, wherever it lands: not present (no stale mapping of the old).
  print '(a,l3)', 'new b present:', acc_is_present(b)
  !$acc parallel loop copy(b)
  do i = 1, 8
    b(i) = b(i) + i
  end do
  print '(a,8f5.1)', 'b:', b
end program
