! MPI through `use mpi` (Open MPI's gfortran module), one rank.
program mpi_main
  use mpi
  implicit none
  integer :: rank, nranks, ierr, i
  real(8) :: local(100), mine, total
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  !$acc parallel loop copyout(local)
  do i = 1, 100
    local(i) = i + rank
  end do
  mine = sum(local)
  call MPI_Allreduce(mine, total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  if (rank == 0) print '(i0, 1x, f0.1)', nranks, total
  call MPI_Finalize(ierr)
end program
