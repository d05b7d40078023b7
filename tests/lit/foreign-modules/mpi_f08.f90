! REQUIRES: mpi-fortran
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %acc2c --emit=source %mpi_include %s -o %t/out.f90
! RUN: FileCheck %s < %t/out.f90
! RUN: ls %t/.acc2c-mod/gfortran | FileCheck --check-prefix=CACHE %s
!
! Open MPI's `mpi_f08`: derived types with bind(c), type(*) dimension(..)
! buffers, and the modules it uses, each converted into its own directory.

! CACHE-DAG: mpi_f08-{{[0-9a-f]+}}
! CACHE-DAG: mpi_f08_types-{{[0-9a-f]+}}
! CACHE-DAG: mpi_f08_interfaces-{{[0-9a-f]+}}
! CHECK: use mpi_f08
program p
  use mpi_f08
  implicit none
  type(MPI_Comm) :: comm
  integer :: rank, i
  real(8) :: local(100), total
  call MPI_Init()
  comm = MPI_COMM_WORLD
  call MPI_Comm_rank(comm, rank)
  !$acc parallel loop copyout(local)
  do i = 1, 100
    local(i) = i + rank
  end do
  call MPI_Allreduce(sum(local), total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, comm)
  if (comm == MPI_COMM_WORLD) print *, total
  call MPI_Finalize()
end program
