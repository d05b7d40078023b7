! The field of the heat solver: a 2-D grid of nx rows by ny columns,
! split by columns over the ranks (Fortran stores a column contiguously,
! so a halo column is one contiguous message). Each rank holds its nloc
! columns plus one halo (or boundary) column on each side; rows 0 and
! nx+1 are the fixed top and bottom boundaries.
module field_mod
  implicit none
  private
  integer, parameter, public :: dp = kind(1.0d0)
  ! Dirichlet values on the four edges of the global domain.
  real(dp), parameter, public :: t_top = 1.0_dp, t_bottom = 0.0_dp
  real(dp), parameter, public :: t_left = 0.5_dp, t_right = 0.0_dp

  type, public :: field_t
    integer :: nx = 0, ny = 0     ! global interior size
    integer :: nloc = 0           ! columns owned by this rank
    integer :: offset = 0         ! global index of column 0 of this rank
    real(dp), allocatable :: u(:,:), unew(:,:)
  end type

  public :: field_alloc, field_free
contains
  subroutine field_alloc(f, nx, ny, rank, nprocs)
    type(field_t), intent(inout) :: f
    integer, intent(in) :: nx, ny, rank, nprocs
    integer :: base, extra

    base = ny / nprocs
    extra = mod(ny, nprocs)
    f%nx = nx
    f%ny = ny
    f%nloc = base
    if (rank < extra) f%nloc = base + 1
    f%offset = rank * base + min(rank, extra)
    allocate(f%u(0:nx+1, 0:f%nloc+1), f%unew(0:nx+1, 0:f%nloc+1))

    f%u = 0.0_dp
    f%u(0, :) = t_top
    f%u(nx+1, :) = t_bottom
    if (rank == 0) f%u(1:nx, 0) = t_left
    if (rank == nprocs - 1) f%u(1:nx, f%nloc+1) = t_right
    f%unew = f%u
    ! The grid lives on the device from here to field_free.
    !$acc enter data copyin(f%u, f%unew)
  end subroutine

  subroutine field_free(f)
    type(field_t), intent(inout) :: f
    !$acc exit data delete(f%u, f%unew)
    deallocate(f%u, f%unew)
  end subroutine
end module
