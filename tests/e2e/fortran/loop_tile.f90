! The tile clause (OpenACC 3.3 2.9.8): a 7x5 nest split into 2x3 tiles
! whose sizes do not divide the trip counts, and tile(*,*) (the
! implementation picks the sizes); every element is written exactly once.
program loop_tile
  implicit none
  integer :: a(7, 5), b(7, 5), i, j, bad
  a = 0
  !$acc parallel loop tile(2, 3) copy(a)
  do j = 1, 5
    do i = 1, 7
      a(i, j) = a(i, j) + i + 10 * j
    end do
  end do
  !$acc parallel loop tile(*, *) copyin(a) copyout(b)
  do j = 1, 5
    do i = 1, 7
      b(i, j) = 2 * a(i, j)
    end do
  end do
  bad = 0
  do j = 1, 5
    do i = 1, 7
      if (a(i, j) /= i + 10 * j .or. b(i, j) /= 2 * a(i, j)) bad = bad + 1
    end do
  end do
  print '(a,i0,a,i0,a,i0)', 'sum(a)=', sum(a), ' sum(b)=', sum(b), ' wrong elements=', bad
  print '(a,i0,a,i0)', 'a(7,5)=', a(7, 5), ' b(1,1)=', b(1, 1)
end program
