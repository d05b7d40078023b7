! REQUIRES: pnetcdf-fortran, mpi-fortran
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %acc2c --emit=source %pnetcdf_include %mpi_include %s -o %t/out.f90
! RUN: FileCheck %s < %t/out.f90
!
! PnetCDF's `pnetcdf` module, which uses `mpi`.

! CHECK: use pnetcdf
program p
  use mpi
  use pnetcdf
  implicit none
  integer :: ncid, err, i
  real(8) :: v(10)
  !$acc parallel loop copyout(v)
  do i = 1, 10
    v(i) = i
  end do
  err = nf90mpi_create(MPI_COMM_WORLD, "out.nc", NF90_CLOBBER, MPI_INFO_NULL, ncid)
  err = nf90mpi_close(ncid)
end program
