! netCDF through `use netcdf`: write a small file, read it back.
program netcdf_main
  use netcdf
  implicit none
  integer :: ncid, dimid, varid, i
  real(8) :: v(10), back(10)
  !$acc parallel loop copyout(v)
  do i = 1, 10
    v(i) = 2 * i
  end do
  call check(nf90_create('out.nc', NF90_CLOBBER, ncid))
  call check(nf90_def_dim(ncid, 'x', 10, dimid))
  call check(nf90_def_var(ncid, 'v', NF90_DOUBLE, [dimid], varid))
  call check(nf90_enddef(ncid))
  call check(nf90_put_var(ncid, varid, v))
  call check(nf90_close(ncid))
  call check(nf90_open('out.nc', NF90_NOWRITE, ncid))
  call check(nf90_inq_varid(ncid, 'v', varid))
  call check(nf90_get_var(ncid, varid, back))
  call check(nf90_close(ncid))
  print '(f0.1)', sum(back)
contains
  subroutine check(status)
    integer, intent(in) :: status
    if (status /= nf90_noerr) then
      print *, trim(nf90_strerror(status))
      stop 1
    end if
  end subroutine
end program
