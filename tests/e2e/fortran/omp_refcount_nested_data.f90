! Nested target data constructs share one reference count per item
! (OpenMP 5.2 5.8.3, 13.5): only the outermost map copies in (0 -> 1) and
! only its exit copies back (1 -> 0).
!   a = 1: outer tofrom (copy, 1), inner tofrom (2, no copy); the region
!   sets 2 on the device; the inner exit (2 -> 1) copies nothing: host 1;
!   the outer exit (1 -> 0) brings 2 back.
!   b = 1: outer to (copy 1 in), inner from (count 2: no copy, and its
!   exit 2 -> 1 copies nothing back: host 1), the region wrote 5; the
!   outer map-type `to` never copies back: host 1 at the end.
!   c: outer alloc; the region writes 9 into it; target update from(c)
!   inside the construct brings 9 back; the exit copies nothing, so the
!   host's later 0 stays.
program omp_refcount_nested_data
  implicit none
  integer :: a(4), b(4), c(4), i
  a = 1; b = 1; c = 3
  !$omp target data map(tofrom: a) map(to: b) map(alloc: c)
  !$omp target data map(tofrom: a) map(from: b)
  !$omp target
  do i = 1, 4
    a(i) = 2
    b(i) = 5
    c(i) = 9
  end do
  !$omp end target
  !$omp end target data
  print '(a,2i4)', 'inner exit:  a b =', a(1), b(1)
  !$omp target update from(c)
  print '(a,i4)', 'update from:   c =', c(1)
  c = 0
  !$omp end target data
  print '(a,3i4)', 'outer exit: a b c =', a(1), b(1), c(1)
end program
