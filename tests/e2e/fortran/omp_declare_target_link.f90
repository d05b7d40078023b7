! declare target link (OpenMP 5.2 7.8.1): the variable gets a device copy
! only while a map clause maps it (explicitly, or implicitly as tofrom:
! 5.8.1); the count rules of 5.8.3 apply as to any mapped item.
!   map(to: z): z = 1 2 3 4 goes in, the region adds 10 (r = 11..14), the
!     host keeps 1 2 3 4;
!   map(tofrom: z): the region doubles the host's values: 2 4 6 8 back;
!   enter data map(to: z) (count 1), the host zeroes z, a region (implicit
!     tofrom, count 1 -> 2 -> 1: no copies) adds 1 on the device: host 0;
!     update from(z) brings 3 5 7 9.
module omp_dt_link_data
  implicit none
  integer :: z(4) = [1, 2, 3, 4]
  !$omp declare target link(z)
end module

program omp_declare_target_link
  use omp_dt_link_data
  implicit none
  integer :: r(4), i
  !$omp target map(to: z) map(from: r)
  do i = 1, 4
    z(i) = z(i) + 10
    r(i) = z(i)
  end do
  !$omp end target
  print '(a,4i4)', 'map(to):     r =', r
  print '(a,4i4)', 'map(to):     z =', z
  !$omp target map(tofrom: z)
  do i = 1, 4
    z(i) = z(i) * 2
  end do
  !$omp end target
  print '(a,4i4)', 'map(tofrom): z =', z
  !$omp target enter data map(to: z)
  z = 0
  !$omp target
  do i = 1, 4
    z(i) = z(i) + 1
  end do
  !$omp end target
  print '(a,4i4)', 'implicit:    z =', z
  !$omp target update from(z)
  print '(a,4i4)', 'update from: z =', z
  !$omp target exit data map(delete: z)
end program
