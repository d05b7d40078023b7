! Reference counts of target enter/exit data (OpenMP 5.2 5.8.3, 13.6,
! 13.7): enter data increments the count, copying `to` data in only at
! 0 -> 1; exit data `from`/`release` decrement it, copying `from` data back
! only at 1 -> 0; `delete` sets it to 0 and removes the device copy.
!   a = 1 entered (copy, count 1); host a = 2; entered again (count 2, no
!   copy: the device keeps 1); the region (implicit tofrom, count 2 -> 3
!   -> 2, no copies) adds 10 on the device (11): host 2; exit from (2 -> 1):
!   host 2; exit from (1 -> 0): 11 comes back.
!   b (alloc, no copy in) entered three times; the region writes 7; release
!   (3 -> 2): still present; delete: gone, nothing copied: host keeps 5. A
!   region then maps b anew (tofrom): 5 goes in, 6 comes back.
program omp_refcount_enter_exit
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_loc
  implicit none
  integer :: a(4), i, dev
  integer, target :: b(4)
  dev = omp_get_default_device()
  a = 1
  !$omp target enter data map(to: a)
  a = 2
  !$omp target enter data map(to: a)
  !$omp target
  do i = 1, 4
    a(i) = a(i) + 10
  end do
  !$omp end target
  print '(a,i4)', 'after region:   a =', a(1)
  !$omp target exit data map(from: a)
  print '(a,i4)', 'exit 2 -> 1:    a =', a(1)
  !$omp target exit data map(from: a)
  print '(a,i4)', 'exit 1 -> 0:    a =', a(1)
  b = 5
  !$omp target enter data map(alloc: b)
  !$omp target enter data map(alloc: b)
  !$omp target enter data map(alloc: b)
  !$omp target
  do i = 1, 4
    b(i) = 7
  end do
  !$omp end target
  !$omp target exit data map(release: b)
  print '(a,l2)', 'release: b present', omp_target_is_present(c_loc(b), dev) /= 0
  !$omp target exit data map(delete: b)
  print '(a,l2)', 'delete:  b present', omp_target_is_present(c_loc(b), dev) /= 0
  print '(a,i4)', 'delete:  b =', b(1)
  !$omp target map(tofrom: b)
  do i = 1, 4
    b(i) = b(i) + 1
  end do
  !$omp end target
  print '(a,i4)', 'mapped anew: b =', b(1)
end program
