! An ALLOCATABLE component allocated with no element, mapped through a
! dummy argument (so only its data is mapped, of zero bytes, and nothing is
! attached), then reached by a region through its parent: the device copy
! of its descriptor keeps the host's address, which is harmless since the
! region reads no element of it (a loop of zero trips), as on a GPU; the
! region's check of attached pointers lets it be (docs/descriptors.md,
! "What will fail"). The other component is attached and written.
module zero_size_m
  implicit none
  type :: mesh_t
    integer, allocatable :: faces(:, :)
    real, allocatable :: x(:)
  end type
contains
  subroutine to_device_int(a)
    integer :: a(:, :)
    !$acc enter data copyin(a)
  end subroutine
  subroutine to_device_real(a)
    real :: a(:)
    !$acc enter data copyin(a)
  end subroutine
end module

program dt_zero_size_component
  use zero_size_m
  implicit none
  type(mesh_t) :: m
  integer :: s, n
  allocate(m%faces(2, 0), m%x(4))
  m%x = 1
  n = size(m%faces, 2)
  call to_device_int(m%faces)
  call to_device_real(m%x)
  !$acc parallel loop
  do s = 1, n
    m%x(m%faces(1, s)) = 0
  end do
  !$acc parallel loop
  do s = 1, 4
    m%x(s) = m%x(s) + s
  end do
  ! Not back yet: the x mapped by enter data keeps its device values.
  print '(a, f6.1)', 'x on the host:  ', sum(m%x)
  !$acc exit data copyout(m%x)
  print '(a, f6.1)', 'x after copyout:', sum(m%x)
end program
