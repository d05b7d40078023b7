! A reference count changes at most once per construct (OpenMP 5.2 5.8.3:
! "the reference count of the corresponding list item is incremented /
! decremented ... at most once"; a structure and its component may both
! be list items). s is entered (count 1, s%x = 1 and s%y = 1 copied in).
! target data map(tofrom: s) map(tofrom: s%x) names s's storage twice:
! 1 -> 2, once, no copy. Inside it a region sets x = 5, y = 6 on the
! device, and exit data map(from: s) takes the count 2 -> 1 (no copy:
! host 1 1). The end of target data takes it 1 -> 0: the tofrom copies 5
! and 6 back, and s is gone (a count of 3 at entry would leave it present
! with the host at 1 1).
program omp_refcount_once
  use omp_lib
  use, intrinsic :: iso_c_binding, only: c_loc
  implicit none
  type pair
    integer :: x
    integer :: y(2)
  end type
  type(pair), target :: s
  s%x = 1
  s%y = 1
  !$omp target enter data map(to: s)
  !$omp target data map(tofrom: s) map(tofrom: s%x)
  !$omp target
  s%x = 5
  s%y = 6
  !$omp end target
  !$omp target exit data map(from: s)
  print '(a,3i4)', 'exit data 2 -> 1: s =', s%x, s%y
  !$omp end target data
  print '(a,3i4)', 'end of data 1 -> 0: s =', s%x, s%y
  print '(a,l2)', 's present', omp_target_is_present(c_loc(s), omp_get_default_device()) /= 0
end program
