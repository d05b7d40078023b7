! OpenMP maps the allocatable components of every element of a mapped array
! of structures (docs/descriptors.md, "Allocatable components of OpenMP
! maps"): a whole ALLOCATABLE array, a section, one element, a rank-2 array
! of explicit shape with an unallocated component, enter/exit data and
! target update of the array and of one element, a POINTER array's section,
! structures holding arrays of structures (the components of their elements
! too).
program omp_allocatable_component_arrays
  implicit none
  type :: blk
    integer :: n
    real(8), allocatable :: u(:)
  end type
  type :: mesh
    type(blk), allocatable :: blocks(:)
  end type
  type(mesh) :: m
  type(mesh), allocatable :: ms(:)
  type(blk), allocatable :: b(:)
  type(blk) :: c(2, 2)
  type(blk), pointer :: p(:)
  type(blk), allocatable :: none(:)
  integer :: k, i, j

  allocate(b(3))
  do k = 1, 3
    b(k)%n = k + 1
    allocate(b(k)%u(b(k)%n))
    b(k)%u = k
  end do
  ! map(to:): the device writes the components' device copies only.
  !$omp target map(to: b)
  do k = 1, 3
    b(k)%u = -1
  end do
  !$omp end target
  print '(a, 3f7.1)', 'to b:       ', (sum(b(k)%u), k = 1, 3)
  ! A section: the components of elements 2 and 3 come back.
  !$omp target map(tofrom: b(2:3))
  do k = 2, 3
    b(k)%u = b(k)%u + 10
  end do
  !$omp end target
  print '(a, 3f7.1)', 'b(2:3):     ', (sum(b(k)%u), k = 1, 3)
  ! One element.
  !$omp target map(tofrom: b(1))
  b(1)%u(1) = 100
  !$omp end target
  print '(a, 3f7.1)', 'b(1):       ', (sum(b(k)%u), k = 1, 3)

  ! Explicit shape, rank 2; c(2, 2)%u stays unallocated.
  do j = 1, 2
    do i = 1, 2
      c(i, j)%n = i + 2 * j
      if (i + j < 4) then
        allocate(c(i, j)%u(c(i, j)%n))
        c(i, j)%u = 0
      end if
    end do
  end do
  !$omp target enter data map(to: c)
  do j = 1, 2
    do i = 1, 2
      if (allocated(c(i, j)%u)) c(i, j)%u = 7
    end do
  end do
  !$omp target
  do j = 1, 2
    do i = 1, 2
      if (allocated(c(i, j)%u)) c(i, j)%u = c(i, j)%u + i * 10 + j
    end do
  end do
  !$omp end target
  print '(a, 3f7.1)', 'host kept:  ', sum(c(1, 1)%u), sum(c(2, 1)%u), sum(c(1, 2)%u)
  !$omp target update from(c)
  print '(a, 3f7.1)', 'update:     ', sum(c(1, 1)%u), sum(c(2, 1)%u), sum(c(1, 2)%u)
  c(1, 1)%u = 1
  !$omp target update to(c(1, 1))
  !$omp target exit data map(from: c)
  print '(a, 3f7.1, l2)', 'exit from:  ', sum(c(1, 1)%u), sum(c(2, 1)%u), sum(c(1, 2)%u), &
      allocated(c(2, 2)%u)

  ! A POINTER array: elements 2 to 4 go and come back.
  allocate(p(5))
  do k = 1, 5
    allocate(p(k)%u(2))
    p(k)%u = k
  end do
  !$omp target enter data map(to: p(2:4))
  do k = 1, 5
    p(k)%u = 0
  end do
  !$omp target exit data map(from: p(2:4))
  print '(a, 5f5.1)', 'pointer:    ', (sum(p(k)%u), k = 1, 5)
  ! An unallocated array maps nothing.
  !$omp target map(tofrom: none)
  !$omp end target
  print '(a, l2)', 'none:       ', allocated(none)

  ! A structure holding an array of structures.
  allocate(m%blocks(3))
  do k = 1, 3
    allocate(m%blocks(k)%u(k))
    m%blocks(k)%u = k
  end do
  !$omp target map(tofrom: m)
  do k = 1, 3
    m%blocks(k)%u = m%blocks(k)%u * 2 + 1
  end do
  !$omp end target
  print '(a, 3f7.1)', 'mesh:       ', (sum(m%blocks(k)%u), k = 1, 3)
  ! An array of them: two levels of elements.
  allocate(ms(2))
  do j = 1, 2
    allocate(ms(j)%blocks(2))
    do k = 1, 2
      allocate(ms(j)%blocks(k)%u(2))
      ms(j)%blocks(k)%u = 10 * j + k
    end do
  end do
  !$omp target map(to: ms)
  do j = 1, 2
    do k = 1, 2
      ms(j)%blocks(k)%u = -1
    end do
  end do
  !$omp end target
  print '(a, 4f7.1)', 'meshes to:  ', ((sum(ms(j)%blocks(k)%u), k = 1, 2), j = 1, 2)
  !$omp target map(tofrom: ms)
  do j = 1, 2
    do k = 1, 2
      ms(j)%blocks(k)%u = ms(j)%blocks(k)%u + 100
    end do
  end do
  !$omp end target
  print '(a, 4f7.1)', 'meshes:     ', ((sum(ms(j)%blocks(k)%u), k = 1, 2), j = 1, 2)
end program
