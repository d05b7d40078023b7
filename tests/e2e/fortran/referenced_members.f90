! Allocatable members a region reads through its parent (docs/descriptors.md,
! "Allocatable members a region reads through"). The program maps each
! member array on its own, through a dummy argument (enter data copyin(a)),
! and never the structure, as Niceno's solvers do. Each region copies the
! structure implicitly, and each ALLOCATABLE member it reads through it
! gets an implicit copyin or copy whose attach puts the member's device
! address in the structure's device copy, as NVIDIA's compilers do; without
! it the region would follow the host's address (the runtime would stop it).
!   - x, y, nb are present: nothing moves; the region computes with the
!     device's x (the host's x changed after the enter data);
!   - y comes back only with the update (present: the region's copy does
!     not copy it out);
!   - w was never mapped: it is copied in and out around the region;
!   - the structure is copied back after the members are detached, so the
!     host's descriptors keep host addresses (the prints below read them).
module mesh_m
  implicit none
  type mesh
    integer :: n
    real, allocatable :: x(:), y(:), w(:)
    integer, allocatable :: nb(:)
  end type
contains
  subroutine to_device_r(a)
    real :: a(:)
    !$acc enter data copyin(a)
  end subroutine
  subroutine to_device_i(a)
    integer :: a(:)
    !$acc enter data copyin(a)
  end subroutine
  subroutine to_host_r(a)
    real :: a(:)
    !$acc update self(a)
  end subroutine
end module

program referenced_members
  use mesh_m
  implicit none
  type(mesh) :: m
  integer :: i
  m%n = 6
  allocate(m%x(6), m%y(6), m%w(6), m%nb(6))
  m%x = [(real(i), i = 1, 6)]
  m%nb = [(7 - i, i = 1, 6)]
  m%y = 0
  m%w = 10
  call to_device_r(m%x)
  call to_device_r(m%y)
  call to_device_i(m%nb)
  m%x = -1
  !$acc parallel loop
  do i = 1, m%n
    m%y(i) = m%x(m%nb(i)) * 2 + m%w(i)
    m%w(i) = m%w(i) + i
  end do
  print '(a,6f6.1)', 'y before update:', m%y
  call to_host_r(m%y)
  print '(a,6f6.1)', 'y:', m%y
  print '(a,6f6.1)', 'x:', m%x
  print '(a,6f6.1)', 'w:', m%w
end program
