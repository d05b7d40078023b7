! declare target enter/to of module variables (OpenMP 5.2 7.8.1): each has
! a device copy for the whole program, created with the variable's initial
! value; regions use that copy (it is present with an infinite count, so
! the implicit tofrom of 5.8.1 copies nothing), and only target update
! moves values (13.9).
!   g = 1 2 3 4: the region multiplies the device copy by 10 and reads it
!   into r (10 20 30 40); the host's g stays 1 2 3 4; update from(g)
!   brings 10 20 30 40; the host adds 1 (11 21 31 41) and update to(g)
!   sends that; the host then zeroes g, and a region reads the device
!   copy: 11 21 31 41, the host keeps 0.
!   h (the deprecated `to` spelling) = 5: the region adds 1 on the device,
!   the host keeps 5 until update from(h) brings 6.
module omp_dt_enter_data
  implicit none
  integer :: g(4) = [1, 2, 3, 4]
  integer :: h = 5
  !$omp declare target enter(g)
  !$omp declare target to(h)
end module

program omp_declare_target_enter
  use omp_dt_enter_data
  implicit none
  integer :: r(4), i
  !$omp target map(from: r)
  do i = 1, 4
    g(i) = g(i) * 10
    r(i) = g(i)
  end do
  h = h + 1
  !$omp end target
  print '(a,4i4)', 'device g:     ', r
  print '(a,4i4)', 'host g:       ', g
  !$omp target update from(g)
  print '(a,4i4)', 'update from:  ', g
  g = g + 1
  !$omp target update to(g)
  g = 0
  !$omp target map(from: r)
  do i = 1, 4
    r(i) = g(i)
  end do
  !$omp end target
  print '(a,4i4)', 'device g:     ', r
  print '(a,4i4)', 'host g:       ', g
  print '(a,i4)', 'host h:       ', h
  !$omp target update from(h)
  print '(a,i4)', 'update from h:', h
end program
