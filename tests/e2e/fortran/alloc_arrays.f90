! ALLOCATABLE arrays in data clauses and regions (OpenACC 3.3 2.7, 2.6.4):
! enter data of allocated arrays, a region on them, exit data copyout; then
! the arrays are deallocated and allocated again with other shapes and
! lower bounds, and the new storage is mapped afresh by a compute
! construct's own clauses.
! (gfortran's shared-memory host fallback says present T for both.)
program alloc_arrays
  use openacc
  implicit none
  real, allocatable :: a(:), b(:, :)
  integer :: i, n
  n = 4
  allocate(a(n), b(2, n))
  a = [(real(i), i = 1, n)]
  b = 0
  !$acc enter data copyin(a) create(b)
  !$acc parallel loop present(a, b)
  do i = 1, n
    b(1, i) = a(i)
    b(2, i) = -2 * a(i)
  end do
  !$acc exit data copyout(b) delete(a)
  print '(a,8f5.1)', 'b =', b
  print '(a,l1,a,l1)', 'present: a ', acc_is_present(a), '  b ', acc_is_present(b)
  deallocate(a, b)
  allocate(a(0:2), b(-1:0, 3))
  a = [10., 20., 30.]
  b = 1
  !$acc parallel loop copy(a) copyin(b)
  do i = 0, 2
    a(i) = a(i) + i + b(-1, i + 1) + b(0, i + 1)
  end do
  print '(a,3f6.1,a,i0)', 'a(0:2) =', a, '  lbound=', lbound(a, 1)
  deallocate(a, b)
end program
