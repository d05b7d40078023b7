! The map types of a target construct (OpenMP 5.2 5.8.3): at entry an item
! mapped `to` or `tofrom` is copied into its new device copy, one mapped
! `from` or `alloc` is not; at exit `from` and `tofrom` items are copied
! back, `to` and `alloc` items are not. A map clause without a map type is
! tofrom (5.8.3). The region adds 10 to what it reads:
!   to:     a = 1 goes in, the device's 11 is dropped: a stays 1;
!   from:   b's device copy is undefined at entry, so the region only
!           writes it (2*i), and that comes back: 2 4 6 8;
!   tofrom: c = 3 goes in, 13 comes back;
!   alloc:  d's device copy is written (7) and dropped: d stays 5;
!   none:   e = 4 goes in, 14 comes back.
program omp_map_types
  implicit none
  integer :: a(4), b(4), c(4), d(4), e(4), i
  a = 1; b = -1; c = 3; d = 5; e = 4
  !$omp target map(to: a) map(from: b) map(tofrom: c) map(alloc: d) map(e)
  do i = 1, 4
    a(i) = a(i) + 10
    b(i) = 2 * i
    c(i) = c(i) + 10
    d(i) = 7
    e(i) = e(i) + 10
  end do
  !$omp end target
  print '(a,4i4)', 'to:    ', a
  print '(a,4i4)', 'from:  ', b
  print '(a,4i4)', 'tofrom:', c
  print '(a,4i4)', 'alloc: ', d
  print '(a,4i4)', 'none:  ', e
end program
