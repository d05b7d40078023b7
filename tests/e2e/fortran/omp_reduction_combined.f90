! Reductions on combined target constructs (OpenMP 5.2 5.5.8, 17.2): a
! reduction list item of a combined target construct that no map clause
! names is mapped tofrom, so the original value goes in and the combined
! result (original combined with every partial value) comes back.
!   s = 10, + over i = 1..100: 10 + 5050 = 5060;
!   mod(37*i, 101) for i = 1..100 is a permutation of 1..100 (101 is
!   prime): max 100 (from mx = -1), min 1 (from mn = 1000);
!   p = 3, * over 2 for each i in 1..12 divisible by 3 (4 of them): 48;
!   allpos = .true., .and. over x(i) > 0 with x(7) = -1: F;
!   anyneg = .false., .or. over the same: T.
program omp_reduction_combined
  implicit none
  integer :: s, mx, mn, p, i
  logical :: allpos, anyneg
  real :: x(12)
  s = 10; mx = -1; mn = 1000; p = 3
  allpos = .true.; anyneg = .false.
  x = 1.0
  x(7) = -1.0
  !$omp target teams distribute parallel do reduction(+:s) reduction(max:mx) reduction(min:mn)
  do i = 1, 100
    s = s + i
    mx = max(mx, mod(37 * i, 101))
    mn = min(mn, mod(37 * i, 101))
  end do
  !$omp target parallel do reduction(*:p) reduction(.and.:allpos) reduction(.or.:anyneg)
  do i = 1, 12
    if (mod(i, 3) == 0) p = p * 2
    allpos = allpos .and. x(i) > 0
    anyneg = anyneg .or. x(i) < 0
  end do
  print '(a,i6,2i5)', 's mx mn =', s, mx, mn
  print '(a,i4,2l2)', 'p allpos anyneg =', p, allpos, anyneg
end program
