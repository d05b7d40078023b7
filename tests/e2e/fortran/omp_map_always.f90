! The always map-type modifier (OpenMP 5.2 5.8.3): without it an item is
! copied to the device only when its reference count goes 0 -> 1 and back
! only when it goes 1 -> 0; with it the copy happens whatever the count.
! target data map(to: a) copies a = 1 in (count 1); the host then sets
! a = 2.
!   map(to: a), present: no copy, the region reads 1 (r1);
!   map(always, to: a): 2 is copied in, the region reads 2 (r2) and
!     writes 10; a map-type `to` never copies back: the host keeps 2;
!   map(from: a), count 1 -> 2 -> 1: the region's 20 does not come back;
!   map(always, from: a): the region's 30 comes back at exit;
!   the host then sets 40; the exit of target data map(to:) copies
!     nothing back: 40.
! Enter/exit data (13.6, 13.7): x is entered three times (count 3, the
! first copies 1 in), the host sets x = 2, map(always, to: x) copies 2 in
! (count 4); the region doubles it to 4 on the device. exit data
! map(from: x) (4 -> 3) copies nothing: 2; map(always, from: x) (3 -> 2)
! copies the 4 back; delete removes x: it is no longer present.
program omp_map_always
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_loc
  implicit none
  integer :: a(4), r1, r2, i
  integer, target :: x(4)
  a = 1
  !$omp target data map(to: a)
  a = 2
  !$omp target map(to: a) map(from: r1)
  r1 = a(1)
  !$omp end target
  !$omp target map(always, to: a) map(from: r2)
  r2 = a(1)
  do i = 1, 4
    a(i) = 10
  end do
  !$omp end target
  print '(a,3i4)', 'r1 r2 a:', r1, r2, a(1)
  !$omp target map(from: a)
  do i = 1, 4
    a(i) = 20
  end do
  !$omp end target
  print '(a,i4)', 'from, present:  ', a(1)
  !$omp target map(always, from: a)
  do i = 1, 4
    a(i) = 30
  end do
  !$omp end target
  print '(a,i4)', 'always, from:   ', a(1)
  a = 40
  !$omp end target data
  print '(a,i4)', 'after data:     ', a(1)
  x = 1
  !$omp target enter data map(to: x)
  !$omp target enter data map(to: x)
  !$omp target enter data map(to: x)
  x = 2
  !$omp target enter data map(always, to: x)
  !$omp target
  do i = 1, 4
    x(i) = x(i) * 2
  end do
  !$omp end target
  !$omp target exit data map(from: x)
  print '(a,i4)', 'exit from:      ', x(1)
  !$omp target exit data map(always, from: x)
  print '(a,i4)', 'exit always:    ', x(1)
  !$omp target exit data map(delete: x)
  print '(a,l2)', 'x present:      ', omp_target_is_present(c_loc(x), omp_get_default_device()) /= 0
end program
