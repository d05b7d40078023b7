! Writing the field to a netCDF file and reading it back.
module nc_io
  use netcdf
  use grid_mod, only: nlon, nlat, ntime
  implicit none
contains
  subroutine check(status, what)
    integer, intent(in) :: status
    character(*), intent(in) :: what
    if (status /= nf90_noerr) then
      print '(a, ": ", a)', what, trim(nf90_strerror(status))
      stop 2
    end if
  end subroutine

  subroutine write_field(path, lon, lat, temp, tmean)
    character(*), intent(in) :: path
    real(8), intent(in) :: lon(nlon), lat(nlat), tmean(nlon, nlat)
    real(4), intent(in) :: temp(nlon, nlat, ntime)
    integer :: ncid, dlon, dlat, dtime, vlon, vlat, vtemp, vmean

    call check(nf90_create(path, nf90_clobber, ncid), 'create')
    call check(nf90_def_dim(ncid, 'lon', nlon, dlon), 'def_dim lon')
    call check(nf90_def_dim(ncid, 'lat', nlat, dlat), 'def_dim lat')
    call check(nf90_def_dim(ncid, 'time', nf90_unlimited, dtime), 'def_dim time')
    call check(nf90_def_var(ncid, 'lon', nf90_double, [dlon], vlon), 'def_var lon')
    call check(nf90_def_var(ncid, 'lat', nf90_double, [dlat], vlat), 'def_var lat')
    call check(nf90_def_var(ncid, 'temp', nf90_float, [dlon, dlat, dtime], vtemp), 'def_var temp')
    call check(nf90_def_var(ncid, 'tmean', nf90_double, [dlon, dlat], vmean), 'def_var tmean')
    call check(nf90_put_att(ncid, vtemp, 'units', 'K'), 'put_att units')
    call check(nf90_put_att(ncid, nf90_global, 'title', 'acc2c netcdf_out'), 'put_att title')
    call check(nf90_enddef(ncid), 'enddef')
    call check(nf90_put_var(ncid, vlon, lon), 'put_var lon')
    call check(nf90_put_var(ncid, vlat, lat), 'put_var lat')
    call check(nf90_put_var(ncid, vtemp, temp), 'put_var temp')
    call check(nf90_put_var(ncid, vmean, tmean), 'put_var tmean')
    call check(nf90_close(ncid), 'close')
  end subroutine

  subroutine read_field(path, temp, tmean, units)
    character(*), intent(in) :: path
    real(4), intent(out) :: temp(nlon, nlat, ntime)
    real(8), intent(out) :: tmean(nlon, nlat)
    character(*), intent(out) :: units
    integer :: ncid, varid, dimid, n

    call check(nf90_open(path, nf90_nowrite, ncid), 'open')
    call check(nf90_inq_dimid(ncid, 'time', dimid), 'inq_dimid time')
    call check(nf90_inquire_dimension(ncid, dimid, len=n), 'inquire_dimension time')
    if (n /= ntime) then
      print '(a, i0)', 'time has length ', n
      stop 3
    end if
    call check(nf90_inq_varid(ncid, 'temp', varid), 'inq_varid temp')
    call check(nf90_get_var(ncid, varid, temp), 'get_var temp')
    units = ''
    call check(nf90_get_att(ncid, varid, 'units', units), 'get_att units')
    call check(nf90_inq_varid(ncid, 'tmean', varid), 'inq_varid tmean')
    call check(nf90_get_var(ncid, varid, tmean), 'get_var tmean')
    call check(nf90_close(ncid), 'close')
  end subroutine
end module
