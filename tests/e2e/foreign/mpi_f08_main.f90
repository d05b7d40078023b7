! MPI through `use mpi_f08` (derived-type handles, type(*) buffers), one rank.
program mpi_f08_main
  use mpi_f08
  implicit none
  type(MPI_Comm) :: comm
  integer :: rank, nranks, i
  real(8) :: local(100), mine, total
  call MPI_Init()
  comm = MPI_COMM_WORLD
  call MPI_Comm_rank(comm, rank)
  call MPI_Comm_size(comm, nranks)
  !$acc parallel loop copyout(local)
  do i = 1, 100
    local(i) = 2 * i
  end do
  mine = sum(local)
  call MPI_Allreduce(mine, total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, comm)
  if (rank == 0 .and. comm == MPI_COMM_WORLD) print '(i0, 1x, f0.1)', nranks, total
  call MPI_Finalize()
end program
