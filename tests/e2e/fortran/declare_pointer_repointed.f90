! A POINTER in a declare directive that the program points at other data
! (`p => a(:, 2)`, as a GPU-aware MPI code points at the column it sends):
! the declare mapped nothing for it. Where the declare's scope ends, p
! points into an array already deallocated, which nothing maps: the
! declare's delete finds no data and does nothing (an error before).
program declare_pointer_repointed
  implicit none
  real, allocatable, target :: a(:, :)
  real, pointer :: p(:) => null()
  !$acc declare create(p)
  integer :: i
  allocate(a(4, 3))
  a = 1
  p => a(:, 2)
  !$acc parallel loop copy(p)
  do i = 1, 4
    p(i) = 10 * i
  end do
  print '(a, 4f6.1)', 'column 2:', a(:, 2)
  print '(a, 2f6.1)', 'columns 1, 3:', sum(a(:, 1)), sum(a(:, 3))
  deallocate(a)
end program
