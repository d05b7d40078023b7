! Halo exchange between neighbouring ranks. The grid stays on the device:
! the columns to send come to the host first, the received columns go
! back to the device afterwards.
module halo_mod
  use mpi
  use field_mod
  implicit none
  private
  public :: halo_exchange
contains
  subroutine halo_exchange(f, left, right, comm)
    type(field_t), intent(inout) :: f
    integer, intent(in) :: left, right, comm
    integer :: nx, nloc, ierr
    integer :: status(MPI_STATUS_SIZE)

    nx = f%nx
    nloc = f%nloc
    !$acc update self(f%u(1:nx, 1), f%u(1:nx, nloc))
    ! Eastward: my last column to the right, the left neighbour's into column 0.
    call MPI_Sendrecv(f%u(1:nx, nloc), nx, MPI_DOUBLE_PRECISION, right, 1, &
                      f%u(1:nx, 0), nx, MPI_DOUBLE_PRECISION, left, 1, &
                      comm, status, ierr)
    ! Westward: my first column to the left, the right neighbour's into nloc+1.
    call MPI_Sendrecv(f%u(1:nx, 1), nx, MPI_DOUBLE_PRECISION, left, 2, &
                      f%u(1:nx, nloc+1), nx, MPI_DOUBLE_PRECISION, right, 2, &
                      comm, status, ierr)
    !$acc update device(f%u(1:nx, 0), f%u(1:nx, nloc+1))
  end subroutine
end module
