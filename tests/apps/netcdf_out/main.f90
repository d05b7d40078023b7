! Computes a field with OpenACC, writes it to field.nc, reads it back and
! prints what came back.
program netcdf_out
  use grid_mod
  use nc_io
  implicit none
  real(8) :: lon(nlon), lat(nlat), tmean(nlon, nlat), tmean_in(nlon, nlat)
  real(4) :: temp(nlon, nlat, ntime), temp_in(nlon, nlat, ntime)
  character(len=16) :: units

  call make_coords(lon, lat)
  call compute_field(lon, lat, temp, tmean)
  call write_field('field.nc', lon, lat, temp, tmean)
  call read_field('field.nc', temp_in, tmean_in, units)

  print '(a, a)', 'units ', trim(units)
  print '(a, f0.4)', 'temp_sum ', sum(real(temp_in, 8))
  print '(a, f0.4)', 'tmean_sum ', sum(tmean_in)
  print '(a, f0.4)', 'temp_1_1_1 ', temp_in(1, 1, 1)
  print '(a, f0.4)', 'temp_3_3_2 ', temp_in(3, 3, 2)
  print '(a, f0.4)', 'temp_16_8_3 ', temp_in(16, 8, 3)
  print '(a, f0.4)', 'tmean_5_4 ', tmean_in(5, 4)
  print '(a, l1)', 'same_as_written ', all(temp_in == temp) .and. all(tmean_in == tmean)
end program
