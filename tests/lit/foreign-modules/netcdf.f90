! REQUIRES: netcdf-fortran
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %acc2c --emit=source %netcdf_include %s -o %t/out.f90
! RUN: FileCheck %s < %t/out.f90
!
! netCDF-Fortran's `netcdf` module (generic nf90_put_var and friends).

! CHECK: use netcdf
program p
  use netcdf
  implicit none
  integer :: ncid, dimid, varid, status, i
  real(8) :: v(10)
  !$acc parallel loop copyout(v)
  do i = 1, 10
    v(i) = 2 * i
  end do
  status = nf90_create("out.nc", NF90_CLOBBER, ncid)
  status = nf90_def_dim(ncid, "x", 10, dimid)
  status = nf90_def_var(ncid, "v", NF90_DOUBLE, [dimid], varid)
  status = nf90_enddef(ncid)
  status = nf90_put_var(ncid, varid, v)
  status = nf90_close(ncid)
  if (status /= nf90_noerr) print *, trim(nf90_strerror(status))
end program
