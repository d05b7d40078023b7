! The present and close map-type modifiers (OpenMP 5.2 5.8.3, 5.8.1).
! present only requires the item to be on the device already; it does not
! copy: target enter data copies a = 1 in (count 1), the host sets 2;
!   map(present, to: a): count 1 -> 2, no copy: the region reads 1 (r)
!     and writes 3, which a map-type `to` never copies back: a stays 2;
!   map(present, tofrom: a): count 1 -> 2 -> 1, no copy back of 4: 2;
!   exit data map(present, from: a): count 1 -> 0, the 4 comes back.
! close is a hint about where the device copy is allocated (5.8.3); values
! move as without it: map(close, tofrom: b) brings b + 1 = 6 back,
! map(close, to:) brings nothing back (6 stays). With c already present
! (entered as 5; the host then sets 50), map(close, tofrom: c) copies
! nothing either way (count 1 -> 2 -> 1): the region's 5 + 1 stays on the
! device, the host keeps 50 until exit data map(from: c) brings 6.
program omp_map_present_close
  implicit none
  integer :: a(4), b(4), c(4), r, i
  a = 1
  !$omp target enter data map(to: a)
  a = 2
  !$omp target map(present, to: a) map(from: r)
  r = a(1)
  do i = 1, 4
    a(i) = 3
  end do
  !$omp end target
  print '(a,2i4)', 'present, to:     r a =', r, a(1)
  !$omp target map(present, tofrom: a)
  do i = 1, 4
    a(i) = 4
  end do
  !$omp end target
  print '(a,i4)', 'present, tofrom:  a =', a(1)
  !$omp target exit data map(present, from: a)
  print '(a,i4)', 'exit present from: a =', a(1)
  b = 5
  !$omp target map(close, tofrom: b)
  do i = 1, 4
    b(i) = b(i) + 1
  end do
  !$omp end target
  print '(a,i4)', 'close, tofrom:    b =', b(1)
  !$omp target map(close, to: b)
  do i = 1, 4
    b(i) = 100
  end do
  !$omp end target
  print '(a,i4)', 'close, to:        b =', b(1)
  c = 5
  !$omp target enter data map(to: c)
  c = 50
  !$omp target map(close, tofrom: c)
  do i = 1, 4
    c(i) = c(i) + 1
  end do
  !$omp end target
  print '(a,i4)', 'close, present:   c =', c(1)
  !$omp target exit data map(from: c)
  print '(a,i4)', 'exit data from:   c =', c(1)
end program
