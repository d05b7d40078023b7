! The if clause on compute constructs (OpenACC 3.3 2.5.6): when
! the condition is false the region runs on the local thread, on the host
! copies of the data; when true it runs on the device copies. Inside a
! data region that copied a in and holds b, a false condition therefore
! sees the host's new a and writes the host's b, a true one sees the
! device's old a and writes the device's b, which copy brings back at the
! end of the data region, over the host's values.
! (gfortran's host fallback shares memory: its last two lines read
! 10.5 20.5 30.5 40.5.)
program compute_if_clause
  implicit none
  integer, parameter :: n = 4
  real :: a(n), b(n)
  logical :: on_device
  integer :: i
  a = [1., 2., 3., 4.]
  b = 0
  on_device = .false.
  !$acc data copyin(a) copy(b)
  a = 10 * a
  !$acc parallel loop if(on_device)
  do i = 1, n
    b(i) = a(i)
  end do
  print '(a,4f6.1)', 'if(.false.), host b: ', b
  on_device = .true.
  !$acc parallel loop if(on_device)
  do i = 1, n
    b(i) = a(i) + 0.5
  end do
  print '(a,4f6.1)', 'if(.true.), host b:  ', b
  !$acc end data
  print '(a,4f6.1)', 'after end data, b:   ', b
end program
