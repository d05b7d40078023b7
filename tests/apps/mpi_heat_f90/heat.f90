! 2-D steady heat (Laplace) by Jacobi iterations, columns distributed over
! the MPI ranks, the grid resident on the device for the whole run.
program heat
  use mpi
  use field_mod
  use halo_mod
  use solver_mod
  implicit none
  integer, parameter :: nx = 24, ny = 30, niter = 150
  integer, parameter :: nprobe = 4
  integer, parameter :: probe_i(nprobe) = [1, 5, 12, 24]
  integer, parameter :: probe_j(nprobe) = [1, 15, 16, 30]
  type(field_t) :: f
  integer :: rank, nprocs, left, right, ierr, it, k, jl
  real(dp) :: res_local, res, s_local, s, probe_local(nprobe), probe(nprobe)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  left = rank - 1
  right = rank + 1
  if (rank == 0) left = MPI_PROC_NULL
  if (rank == nprocs - 1) right = MPI_PROC_NULL

  call field_alloc(f, nx, ny, rank, nprocs)
  if (rank == 0) print '(a, i0, a, i0, a, i0)', 'grid ', nx, ' x ', ny, ' ranks ', nprocs

  do it = 1, niter
    call halo_exchange(f, left, right, MPI_COMM_WORLD)
    call jacobi_step(f%nx, f%nloc, f%u, f%unew, res_local)
    call MPI_Allreduce(res_local, res, 1, MPI_DOUBLE_PRECISION, MPI_SUM, &
                       MPI_COMM_WORLD, ierr)
    res = sqrt(res)
    if (rank == 0 .and. (it == 1 .or. mod(it, 50) == 0)) &
      print '(a, i0, 1x, es23.15)', 'residual ', it, res
  end do

  s_local = interior_sum(f%nx, f%nloc, f%u)
  call MPI_Allreduce(s_local, s, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  if (rank == 0) print '(a, es23.15)', 'checksum ', s

  ! A few points, from whichever rank owns them.
  !$acc update self(f%u)
  probe_local = 0.0_dp
  do k = 1, nprobe
    jl = probe_j(k) - f%offset
    if (jl >= 1 .and. jl <= f%nloc) probe_local(k) = f%u(probe_i(k), jl)
  end do
  call MPI_Reduce(probe_local, probe, nprobe, MPI_DOUBLE_PRECISION, MPI_SUM, 0, &
                  MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    do k = 1, nprobe
      print '(a, i0, 1x, i0, 1x, es23.15)', 'probe ', probe_i(k), probe_j(k), probe(k)
    end do
  end if

  call field_free(f)
  call MPI_Finalize(ierr)
end program
