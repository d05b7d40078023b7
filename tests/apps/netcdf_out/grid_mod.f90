! A small lon x lat x time temperature field computed on the device.
! Every value is a dyadic rational (multiples of 1/8), so it is exact in
! real(4) and in any printed form.
module grid_mod
  implicit none
  integer, parameter :: nlon = 16, nlat = 8, ntime = 3
contains
  subroutine make_coords(lon, lat)
    real(8), intent(out) :: lon(nlon), lat(nlat)
    integer :: i, j
    do i = 1, nlon
      lon(i) = -180.0d0 + (i - 0.5d0) * (360.0d0 / nlon)
    end do
    do j = 1, nlat
      lat(j) = -90.0d0 + (j - 0.5d0) * (180.0d0 / nlat)
    end do
  end subroutine

  ! temp(i,j,k) = 280 - |lat(j)|/4 + k*i/8 - 2*(i == j), on the device;
  ! tmean(i,j) is its mean over time.
  subroutine compute_field(lon, lat, temp, tmean)
    real(8), intent(in) :: lon(nlon), lat(nlat)
    real(4), intent(out) :: temp(nlon, nlat, ntime)
    real(8), intent(out) :: tmean(nlon, nlat)
    integer :: i, j, k
    real(8) :: s

    !$acc data copyin(lon, lat) copyout(temp, tmean)
    !$acc parallel loop collapse(3)
    do k = 1, ntime
      do j = 1, nlat
        do i = 1, nlon
          temp(i, j, k) = real(280.0d0 - 0.25d0 * abs(lat(j)) + 0.125d0 * k * i, 4)
          if (i == j) temp(i, j, k) = temp(i, j, k) - 2.0
        end do
      end do
    end do

    !$acc parallel loop collapse(2) private(s)
    do j = 1, nlat
      do i = 1, nlon
        s = 0.0d0
        do k = 1, ntime
          s = s + temp(i, j, k)
        end do
        tmean(i, j) = s / ntime
      end do
    end do
    !$acc end data
  end subroutine
end module
