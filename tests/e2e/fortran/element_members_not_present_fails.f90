! A member read through the elements of an array of structures under
! default(present): every element's member must be present, and the
! runtime error names the element that is not (cells(3)%v), not the index
! variable of the loop over the elements (docs/descriptors.md, "Members of
! the elements of an array of structures").
module cells_m
  implicit none
  type cell
    integer :: n
    real(8), allocatable :: v(:)
  end type
end module

program element_members_not_present_fails
  use cells_m
  implicit none
  type(cell), allocatable :: cells(:)
  integer :: i, j
  allocate(cells(4))
  do i = 1, 4
    cells(i)%n = 2
    allocate(cells(i)%v(2))
    cells(i)%v = i
  end do
  !$acc enter data copyin(cells)
  do i = 1, 4
    if (i /= 3) then
      !$acc enter data copyin(cells(i)%v)
    end if
  end do
  !$acc parallel loop default(present)
  do i = 1, 4
    do j = 1, cells(i)%n
      cells(i)%v(j) = cells(i)%v(j) + 1
    end do
  end do
  print *, 'not reached'
end program
