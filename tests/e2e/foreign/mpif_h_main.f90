! MPI through `include 'mpif.h'` (Open MPI's header for gfortran), one
! rank. Open MPI's mpif.h declares MPI_SIZEOF for COMPLEX(REAL128), which
! Flang's own iso_fortran_env (built without quad precision) makes an
! invalid kind: acc2c's iso_fortran_env has gfortran's kinds
! (cmake/GfortranKindModules.cmake). The reduction goes through
! MPI_SIZEOF's kind too.
program mpif_h_main
  implicit none
  include 'mpif.h'
  integer :: rank, nranks, ierr, i, bytes
  real(8) :: local(100), mine, total
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  !$acc parallel loop copyout(local)
  do i = 1, 100
    local(i) = i + rank
  end do
  mine = sum(local)
  call MPI_Sizeof(mine, bytes, ierr)
  call MPI_Allreduce(mine, total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  if (rank == 0) print '(i0, 1x, f0.1, 1x, i0)', nranks, total, bytes
  call MPI_Finalize(ierr)
end program
