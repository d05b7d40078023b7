! REQUIRES: mpi-fortran
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %acc2c --emit=source %mpi_include %s -o %t/out.f90
! RUN: FileCheck %s < %t/out.f90
! RUN: ls %t/.acc2c-mod/gfortran | FileCheck --check-prefix=CACHE %s
!
! Open MPI's `mpi` module (gfortran's, with !GCC$ ATTRIBUTES NO_ARG_CHECK
! buffers) converted for Flang; the translation keeps `use mpi`. A buffer
! may start at an element of a POINTER array, inside host_data too (gfortran
! checks nothing there; the conversion says ignore_tkr(tkrdmc)).

! CACHE: mpi-{{[0-9a-f]+}}
! CHECK: use mpi
program p
  use mpi
  implicit none
  integer :: rank, ierr, i
  real(8) :: local(100), total
  real(8), pointer :: f(:,:,:)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  !$acc parallel loop copyout(local)
  do i = 1, 100
    local(i) = i + rank
  end do
  call MPI_Allreduce(sum(local), total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  call MPI_Send(local, 100, MPI_DOUBLE_PRECISION, 0, 0, MPI_COMM_WORLD, ierr)
  allocate(f(4, 4, 0:3))
  !$acc data create(f)
  !$acc host_data use_device(f)
  call MPI_Send(f(1, 1, 3), 16, MPI_DOUBLE_PRECISION, 0, 0, MPI_COMM_WORLD, ierr)
  !$acc end host_data
  !$acc end data
  call MPI_Finalize(ierr)
end program
