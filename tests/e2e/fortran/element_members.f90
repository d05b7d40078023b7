! ALLOCATABLE members a region reads through the elements of an array of
! structures (docs/descriptors.md, "Members of the elements of an array of
! structures"). The program maps the arrays of structures themselves (their
! bytes, with the host's descriptors inside) and one member on its own;
! each member the regions read through an element is mapped and attached
! element by element, so no region follows a host address:
!   - b(0,1)%u is present: the region computes with its device copy, which
!     the host changed afterwards, and the result stays there until the
!     update;
!   - b(1,2)%u is not allocated: nothing is mapped for it, and the region
!     sees it unallocated;
!   - the others are copied in and out around the region;
!   - members through a plain component (b(i,j)%sub%w) and through an
!     ALLOCATABLE array of structures in the elements (b(i,j)%kids(k)%w);
!   - through a member of a scalar (h%list(i)%w), read only;
!   - a POINTER member (pc(i)%p) is the program's to attach: it did, and
!     the region's check of every element's pointer passes (its device
!     copy is read: the host's target changed after the copyin).
module blocks_m
  implicit none
  type inner
    real, allocatable :: w(:)
  end type
  type blk
    integer :: n
    real, allocatable :: u(:)
    type(inner) :: sub
    type(inner), allocatable :: kids(:)
  end type
  type holder
    type(inner), allocatable :: list(:)
  end type
  type pcell
    real, pointer :: p(:) => null()
  end type
end module

program element_members
  use blocks_m
  implicit none
  type(blk), allocatable :: b(:, :)
  type(holder) :: h
  type(pcell) :: pc(2)
  real, target :: ta(2), tb(2)
  integer :: i, j, k
  real :: total
  allocate(b(0:1, 2))
  do j = 1, 2
    do i = 0, 1
      b(i, j)%n = 3
      if (i /= 1 .or. j /= 2) then
        allocate(b(i, j)%u(3))
        b(i, j)%u = [(real(10 * (i + 1) * j + k), k = 1, 3)]
      end if
      allocate(b(i, j)%sub%w(3), b(i, j)%kids(2))
      b(i, j)%sub%w = 100
      allocate(b(i, j)%kids(1)%w(1), b(i, j)%kids(2)%w(3))
      b(i, j)%kids(1)%w = 1000 * j
      b(i, j)%kids(2)%w = [0., 0., real(i)]
    end do
  end do
  !$acc enter data copyin(b)
  !$acc enter data copyin(b(0, 1)%u)
  b(0, 1)%u = -1
  !$acc parallel loop collapse(2) present(b)
  do j = 1, 2
    do i = 0, 1
      if (allocated(b(i, j)%u)) then
        do k = 1, b(i, j)%n
          b(i, j)%u(k) = b(i, j)%u(k) * 2 + b(i, j)%sub%w(k) + b(i, j)%kids(1)%w(1) + &
                         b(i, j)%kids(2)%w(3)
        end do
      end if
    end do
  end do
  print '(a,3f8.1)', 'b(0,1)%u before update:', b(0, 1)%u
  !$acc update self(b(0, 1)%u)
  print '(a,3f8.1)', 'b(0,1)%u:', b(0, 1)%u
  print '(a,3f8.1)', 'b(1,1)%u:', b(1, 1)%u
  print '(a,3f8.1)', 'b(0,2)%u:', b(0, 2)%u
  print '(a,l2)', 'b(1,2)%u allocated:', allocated(b(1, 2)%u)
  !$acc exit data delete(b(0, 1)%u)
  !$acc exit data delete(b)

  allocate(h%list(3))
  do i = 1, 3
    allocate(h%list(i)%w(2))
    h%list(i)%w = [real(i), real(10 * i)]
  end do
  total = 0
  !$acc parallel loop reduction(+:total)
  do i = 1, size(h%list)
    total = total + h%list(i)%w(1) + h%list(i)%w(2)
  end do
  print '(a,f8.1)', 'total:', total

  ta = [1., 2.]
  tb = [3., 4.]
  pc(1)%p => ta
  pc(2)%p => tb
  !$acc enter data copyin(pc)
  !$acc enter data copyin(ta, tb)
  !$acc enter data attach(pc(1)%p, pc(2)%p)
  ta(2) = -100
  total = 0
  !$acc parallel loop reduction(+:total) present(pc)
  do i = 1, 2
    total = total + pc(i)%p(2)
  end do
  print '(a,f8.1)', 'pointers:', total
end program
