! Reductions of arrays and array elements (OpenACC 3.3 2.5.15: each gang,
! worker or vector lane reduces its own copy of the array, combined with
! the original where the construct ends). With OpenACC device kernels
! gcc 12 reduces scalars only: such a loop runs sequentially in its kernel,
! updating the data itself (a warning says so), with the same results.
!
! hist (a whole array, +): i = 1..100 counts into bin mod(i, 4) + 1, 25
!   each, added to the start 1: 26 26 26 26.
! tally(k) (an element, +, one loop per k as OpenACCV-V's
!   parallel_loop_async does): the sum of i = 1..10k: 55 210 465.
! top (max): mod(7i, 11) and mod(5i, 13) for i = 1..20 take every residue,
!   and i itself: 10 12 20.
! acc (+, a loop construct in a parallel construct): the even i of 1..6
!   into bin 1 (12), the odd into bin 2 (9).
program reduction_arrays
  implicit none
  integer :: hist(4), tally(3), top(3), acc(2), i, k
  hist = 1
  !$acc parallel loop reduction(+:hist)
  do i = 1, 100
    hist(mod(i, 4) + 1) = hist(mod(i, 4) + 1) + 1
  end do
  tally = 0
  !$acc data copy(tally)
  do k = 1, 3
    !$acc parallel loop reduction(+:tally(k))
    do i = 1, 10 * k
      tally(k) = tally(k) + i
    end do
  end do
  !$acc end data
  top = -1
  !$acc parallel loop reduction(max:top)
  do i = 1, 20
    top(1) = max(top(1), mod(7 * i, 11))
    top(2) = max(top(2), mod(5 * i, 13))
    top(3) = max(top(3), i)
  end do
  acc = 0
  !$acc parallel copy(acc)
  !$acc loop reduction(+:acc)
  do i = 1, 6
    acc(mod(i, 2) + 1) = acc(mod(i, 2) + 1) + i
  end do
  !$acc end parallel
  print '(a, 4i5)', 'hist: ', hist
  print '(a, 3i5)', 'tally:', tally
  print '(a, 3i5)', 'top:  ', top
  print '(a, 2i5)', 'acc:  ', acc
end program
