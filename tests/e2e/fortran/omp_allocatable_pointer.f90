! ALLOCATABLE and POINTER arrays in map clauses (OpenMP 5.2 5.8.3): the
! array's data is mapped (with its descriptor, so the region sees the
! bounds); an allocatable or pointer array the region uses without a
! clause is mapped tofrom (5.8.1).
!   al = 1 (allocatable, map to): the region adds 10, the host keeps 1;
!   pt => tgt(2:5), tgt = 2 (pointer, map tofrom): pt(i) = pt(i) + al(i)
!     on the device = 2 + 11 = 13 comes back into tgt(2:5): tgt =
!     2 13 13 13 13 2;
!   implicit: the region multiplies al by 5: 5 5 5 5 back;
!   lb(-1:2) (non-default lower bound, map from): the region sets
!     lb(i) = 10 * i: -10 0 10 20.
program omp_allocatable_pointer
  implicit none
  integer, allocatable :: al(:), lb(:)
  integer, pointer :: pt(:)
  integer, target :: tgt(6)
  integer :: i
  allocate(al(4), lb(-1:2))
  al = 1
  tgt = 2
  pt => tgt(2:5)
  !$omp target map(to: al) map(tofrom: pt)
  do i = 1, 4
    al(i) = al(i) + 10
    pt(i) = pt(i) + al(i)
  end do
  !$omp end target
  print '(a,4i4)', 'al  =', al
  print '(a,6i4)', 'tgt =', tgt
  !$omp target
  do i = 1, 4
    al(i) = al(i) * 5
  end do
  !$omp end target
  print '(a,4i4)', 'al  =', al
  !$omp target map(from: lb)
  do i = -1, 2
    lb(i) = 10 * i
  end do
  !$omp end target
  print '(a,4i4)', 'lb  =', lb
end program
