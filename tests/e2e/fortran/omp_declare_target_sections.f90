! target update of sections of a declare target variable (OpenMP 5.2
! 7.8.1, 13.9): g's device copy exists for the whole program; an update
! moves exactly the listed elements, at their own positions.
!   The region multiplies the device copy by 10 (10 20 30 40); the host
!   keeps 1 2 3 4; update from(g(2:3)): host 1 20 30 4; the host sets
!   g(4) = 400 and update to(g(4:4)) sends only that element: the device
!   holds 10 20 30 400, read back by a region into r.
module omp_dt_section_data
  implicit none
  integer :: g(4) = [1, 2, 3, 4]
  !$omp declare target enter(g)
end module

program omp_declare_target_sections
  use omp_dt_section_data
  implicit none
  integer :: r(4), i
  !$omp target
  do i = 1, 4
    g(i) = g(i) * 10
  end do
  !$omp end target
  !$omp target update from(g(2:3))
  print '(a,4i4)', 'from(g(2:3)):', g
  g(4) = 400
  !$omp target update to(g(4:4))
  !$omp target map(from: r)
  do i = 1, 4
    r(i) = g(i)
  end do
  !$omp end target
  print '(a,4i4)', 'device g:    ', r
end program
