! atomic update (OpenACC 3.3 2.12) inside a parallel loop: a histogram of
! mod(i*i, 5) for i = 1..20, where many iterations hit the same bin, and a
! sum of integer-valued reals with the statement form of atomic (no
! clause means update). The bin index is a private temporary.
program atomic_histogram
  implicit none
  integer, parameter :: n = 20
  integer :: hist(0:4), i, k
  real :: total
  hist = 0
  total = 0
  !$acc parallel loop private(k) copy(hist, total)
  do i = 1, n
    k = mod(i * i, 5)
    !$acc atomic update
    hist(k) = hist(k) + 1
    !$acc end atomic
    !$acc atomic
    total = total + real(k)
  end do
  print '(a,5i4)', 'hist(0:4) =', hist
  print '(a,f6.1)', 'total =', total
end program
