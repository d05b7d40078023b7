! target update of array sections (OpenMP 5.2 13.9): `to` assigns the
! host's values of the listed section to the device copy, `from` the
! device's to the host, nothing else moves. a = 1..8 is entered, then the
! host zeroes its copy.
!   update to(a(3:4)): device 1 2 0 0 5 6 7 8 (read into r by a region,
!     which also writes -1 into the device's a(6:8));
!   update from(a(7:8)): host 0 0 0 0 0 0 -1 -1;
!   update from(present: a(1:2)) (a is present): host 1 2 0 0 0 0 -1 -1;
!   update to(present: a(5:5)) after the host sets a(5) = 50, then the
!     region reads the device copy: 1 2 0 0 50 -1 -1 -1.
! After exit data deletes a, `update from(a)` names data that is not
! present: no assignment occurs (13.9), the host keeps 9.
program omp_update_sections
  implicit none
  integer :: a(8), r(8), i
  a = [(i, i = 1, 8)]
  !$omp target enter data map(to: a)
  a = 0
  !$omp target update to(a(3:4))
  !$omp target map(from: r)
  do i = 1, 8
    r(i) = a(i)
  end do
  do i = 6, 8
    a(i) = -1
  end do
  !$omp end target
  print '(a,8i4)', 'device after to(a(3:4)):', r
  !$omp target update from(a(7:8))
  print '(a,8i4)', 'host after from(a(7:8)):', a
  !$omp target update from(present: a(1:2))
  print '(a,8i4)', 'host after from(a(1:2)):', a
  a(5) = 50
  !$omp target update to(present: a(5:5))
  !$omp target map(from: r)
  do i = 1, 8
    r(i) = a(i)
  end do
  !$omp end target
  print '(a,8i4)', 'device after to(a(5:5)):', r
  !$omp target exit data map(delete: a)
  a = 9
  !$omp target update from(a)
  print '(a,8i4)', 'absent, update from:    ', a
end program
