! The if clause (OpenMP 5.2 3.4; 13.8 target, 13.5 target data, 13.6/13.7
! enter/exit data, 13.9 target update): a false condition on target runs
! the region on the host device in the host data environment, so a
! map(to:) item's write is seen; true runs it on the device, where that
! write stays; a false condition on the data constructs does nothing.
!   a = 1: target if(.false.) map(to: a) writes 100: the host sees 100;
!   target if(on) (on = .true.) map(to: a) writes 200: a stays 100;
!   target data if(.false.) map(to: b): b is not present inside;
!   target enter data if(.false.) map(to: c): c is not present;
!   enter data of c (copy 5 in), the host sets c = 6, target update
!   if(.false.) to(c) does nothing: the device still holds 5.
program omp_if_clause
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_loc
  implicit none
  integer :: a(4), r, i, dev
  integer, target :: b(4), c(4)
  logical :: on
  dev = omp_get_default_device()
  a = 1; b = 2; c = 5
  on = .true.
  !$omp target if(.false.) map(to: a)
  do i = 1, 4
    a(i) = 100
  end do
  !$omp end target
  print '(a,i4)', 'if(.false.): a =', a(1)
  !$omp target if(on) map(to: a)
  do i = 1, 4
    a(i) = 200
  end do
  !$omp end target
  print '(a,i4)', 'if(on):      a =', a(1)
  !$omp target data if(.false.) map(to: b)
  print '(a,l2)', 'target data if(.false.): b present', omp_target_is_present(c_loc(b), dev) /= 0
  !$omp end target data
  !$omp target enter data if(.false.) map(to: c)
  print '(a,l2)', 'enter data if(.false.):  c present', omp_target_is_present(c_loc(c), dev) /= 0
  !$omp target enter data map(to: c)
  c = 6
  !$omp target update if(.false.) to(c)
  !$omp target map(from: r)
  r = c(1)
  !$omp end target
  print '(a,i4)', 'update if(.false.): device c =', r
  !$omp target exit data map(delete: c)
end program
