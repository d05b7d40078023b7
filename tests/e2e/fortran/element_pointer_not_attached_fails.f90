! A POINTER member a region reads through the elements of an array of
! structures: the program attaches pointers itself (OpenACC 3.3 2.6.8),
! and here forgot cells(2)%p. The region checks the pointer of every
! element and stops, naming that element: on a GPU its device code would
! follow a host address (docs/descriptors.md, "What will fail").
module ptr_m
  implicit none
  type cell
    integer :: n
    real, pointer :: p(:) => null()
  end type
end module
program element_pointer_not_attached_fails
  use ptr_m
  implicit none
  type(cell), allocatable :: cells(:)
  real, target, allocatable :: a(:), b(:), c(:)
  real :: s
  integer :: i
  allocate(cells(3), a(2), b(2), c(2))
  a = 1; b = 2; c = 3
  cells(1)%p => a
  cells(2)%p => b
  cells(3)%p => c
  !$acc enter data copyin(cells)
  !$acc enter data copyin(a, c)
  !$acc enter data attach(cells(1)%p, cells(3)%p)
  s = 0
  !$acc parallel loop reduction(+:s) present(cells)
  do i = 1, 3
    s = s + cells(i)%p(1)
  end do
  print *, s
end program
