! tile (OpenACC 3.3 2.9.8) on the loop forms acc2c writes again as loops
! over tiles around loops over a tile's elements: steps other than 1 and
! negative, sizes that do not divide the trip counts, construct names with
! CYCLE, a loop construct in a parallel region with a reduction, an 8-byte
! loop variable inside a 4-byte one, bounds of another kind, three loops,
! bounds from intrinsics; and a labelled DO, which stays as written. Each
! nest counts the visits of every element, checked against the loops' own
! ranges.
program loop_tile_forms
  implicit none
  integer :: hits(0:21, 0:11), i, j, k, n, wrong
  integer :: cube(5, 6, 7)
  integer(8) :: i8, n8
  real(8) :: x(3:17, -2:9), s, expect
  n = 20
  hits = 0
  !$acc parallel loop tile(4, 3) copy(hits)
  do j = 9, 1, -2
    do i = 2, n, 3
      hits(i, j) = hits(i, j) + 1
    end do
  end do
  wrong = 0
  do j = 0, 11
    do i = 0, 21
      if (hits(i, j) /= merge(1, 0, mod(j, 2) == 1 .and. j <= 9 .and. i >= 2 .and. &
                                    mod(i - 2, 3) == 0)) wrong = wrong + 1
    end do
  end do
  print '(a,i0,a,i0)', 'steps: visits=', sum(hits), ' wrong=', wrong

  hits = 0
  !$acc parallel loop tile(*, 5) copy(hits)
  outer: do j = 1, 11
    inner: do i = 1, 21
      if (mod(i + j, 4) == 0) cycle inner
      hits(i, j) = hits(i, j) + 1
    end do inner
  end do outer
  wrong = 0
  do j = 1, 11
    do i = 1, 21
      if (hits(i, j) /= merge(0, 1, mod(i + j, 4) == 0)) wrong = wrong + 1
    end do
  end do
  print '(a,i0,a,i0)', 'names: visits=', sum(hits), ' wrong=', wrong

  do j = -2, 9
    do i = 3, 17
      x(i, j) = i + 0.5d0 * j
    end do
  end do
  s = 0
  !$acc parallel copyin(x)
  !$acc loop tile(4, 4) reduction(+:s)
  do j = lbound(x, 2), ubound(x, 2)
    do i = lbound(x, 1), ubound(x, 1)
      s = s + x(i, j)
    end do
  end do
  !$acc end parallel
  expect = 12 * sum([(i, i = 3, 17)]) + 15 * 0.5d0 * sum([(j, j = -2, 9)])
  print '(a,f0.1,a,l1)', 'reduction: s=', s, ' right=', s == expect

  hits = 0
  n8 = 21
  !$acc parallel loop tile(8, 2) copy(hits)
  do j = 1, 11
    do i8 = 0, n8
      hits(i8, j) = hits(i8, j) + 1
    end do
  end do
  print '(a,i0,a,i0)', 'integer(8): visits=', sum(hits), ' wrong=', count(hits(:, 1:11) /= 1)

  cube = 0
  !$acc parallel loop tile(2, *, 4) copy(cube)
  do k = 1, 7
    do j = 1, 6
      do i = 1, 5
        cube(i, j, k) = cube(i, j, k) + i + 10 * j + 100 * k
      end do
    end do
  end do
  print '(a,i0,a,i0)', 'three loops: sum=', sum(cube), ' wrong=', &
      count(cube /= reshape([(((i + 10 * j + 100 * k, i = 1, 5), j = 1, 6), k = 1, 7)], [5, 6, 7]))

  hits = 0
  !$acc parallel loop tile(3, 3) copy(hits)
  do 20 j = 1, 11
    do 10 i = 1, 21
      hits(i, j) = hits(i, j) + 1
10  continue
20 continue
  print '(a,i0,a,i0)', 'labelled: visits=', sum(hits), ' wrong=', count(hits(1:21, 1:11) /= 1)
end program
